import { LoginRoute } from "../../../features/auth/routes/login-route";
import { href } from "../paths";

const links = { join: href("join"), findId: href("idSearch"), resetPassword: href("resetpwd") };

export default function LoginPage() {
  return <LoginRoute links={links} homeHref={href("main")} />;
}
