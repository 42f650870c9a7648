import { ResetPwdRoute } from "../../../features/account/routes/reset-pwd-route";
import { href } from "../paths";

const links = {
  back: href("login"),
  cert: href("phoneCert", {}, { certType: "resetPwd", callback: href("resetpwd"), from: href("login") }),
  login: href("login"),
};

export default function ResetPwdPage() {
  return <ResetPwdRoute links={links} />;
}
