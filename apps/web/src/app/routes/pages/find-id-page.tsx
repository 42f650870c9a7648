import { FindIdRoute } from "../../../features/account/routes/find-id-route";
import { href } from "../paths";

const links = {
  back: href("login"),
  cert: href("phoneCert", {}, { certType: "findId", callback: href("idSearch"), from: href("login") }),
  login: href("login"),
  resetPwd: href("resetpwd"),
};

export default function FindIdPage() {
  return <FindIdRoute links={links} />;
}
