import { MemberManageRoute } from "../../../features/account/routes/member-manage-route";
import { useGlobalState } from "../../../lib/state/global-state";
import { href } from "../paths";

const links = {
  back: href("mypage"),
  login: href("login", {}, { redirectPath: href("memberManage") }),
  nickname: href("memberNickname"),
  password: href("memberPassword"),
  email: href("memberEmail"),
  contact: href("memberInfo", { memberInfo: "contact" }),
  birthday: href("memberInfo", { memberInfo: "birthday" }),
  emplynum: href("memberEmplynum"),
  quit: href("quit"),
};

export default function MemberManagePage() {
  const loggedIn = useGlobalState((s) => s.isLoggedIn);
  return <MemberManageRoute links={links} loggedIn={loggedIn} />;
}
