import { useQueryClient } from "@tanstack/react-query";
import { ChangePwdRoute } from "../../../features/account/routes/change-pwd-route";
import { checkQueryKey } from "../../../features/auth/api/check";
import { useSessionState } from "../../../features/auth/state/session-state";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { href } from "../paths";

const links = {
  home: href("main"),
  login: href("login", {}, { redirectPath: href("changepwd") }),
  cert: href("phoneCert", {}, { certType: "changePwd", callback: href("changepwd"), from: href("mypage") }),
};

export default function ChangePwdPage() {
  const loggedIn = useGlobalState((s) => s.isLoggedIn);
  const member = useSessionState((s) => s.loginUserInfo);
  const queryClient = useQueryClient();
  return (
    <ChangePwdRoute
      links={links}
      loggedIn={loggedIn}
      loginId={member?.loginId ?? ""}
      pwdChngLmttDe={member?.pwdChngLmttDe ?? null}
      onChanged={() => void invalidateAfterChange(queryClient, checkQueryKey)}
    />
  );
}
