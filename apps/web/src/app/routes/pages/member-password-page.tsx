import { MemberPasswordRoute } from "../../../features/account/routes/member-password-route";
import { useSessionState } from "../../../features/auth/state/session-state";
import { useGlobalState } from "../../../lib/state/global-state";
import { href } from "../paths";

export default function MemberPasswordPage() {
  const loggedIn = useGlobalState((s) => s.isLoggedIn);
  const loginId = useSessionState((s) => s.loginUserInfo?.loginId ?? "");
  return (
    <MemberPasswordRoute
      manageHref={href("memberManage")}
      loginHref={href("login", {}, { redirectPath: href("memberPassword") })}
      loggedIn={loggedIn}
      loginId={loginId}
    />
  );
}
