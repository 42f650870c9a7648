import { useSearchParams } from "react-router";
import { LoginRoute } from "../../../features/auth/routes/login-route";
import { safeRedirectPath } from "../../../features/auth/routes/safe-redirect-path";
import { SocialButtons } from "../../../features/social/components/social-buttons";
import { href } from "../paths";

const links = { join: href("join"), findId: href("idSearch"), resetPassword: href("resetpwd") };

export default function LoginPage() {
  const [params] = useSearchParams();
  const redirectPath = params.get("redirectPath");
  return (
    <LoginRoute links={links} homeHref={href("main")}>
      <SocialButtons redirectPath={redirectPath ? safeRedirectPath(redirectPath, href("main")) : null} />
    </LoginRoute>
  );
}
