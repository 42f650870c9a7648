import { MemberPasswordRoute } from "../../../features/account/routes/member-password-route";
import { useSessionStore } from "../../../features/auth/stores/session-store";
import { useGlobalStore } from "../../../lib/state/global-store";
import { href } from "../paths";

export default function MemberPasswordPage() {
  const loggedIn = useGlobalStore((s) => s.isLoggedIn);
  const loginId = useSessionStore((s) => s.loginUserInfo?.loginId ?? "");
  return (
    <MemberPasswordRoute
      manageHref={href("memberManage")}
      loginHref={href("login", {}, { redirectPath: href("memberPassword") })}
      loggedIn={loggedIn}
      loginId={loginId}
    />
  );
}
