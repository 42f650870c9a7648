import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { MemberInfoRoute } from "../../../features/account/routes/member-info-route";
import { checkQueryKey } from "../../../features/auth/api/check";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { href } from "../paths";

export default function MemberInfoPage() {
  const { memberInfo = "" } = useParams();
  const loggedIn = useGlobalState((s) => s.isLoggedIn);
  const queryClient = useQueryClient();
  const onSaved = () => void invalidateAfterChange(queryClient, checkQueryKey);
  const self = href("memberInfo", { memberInfo: memberInfo || "contact" });
  return (
    <MemberInfoRoute
      memberInfo={memberInfo}
      manageHref={href("memberManage")}
      loginHref={href("login", {}, { redirectPath: self })}
      certHref={href("phoneCert", {}, { certType: "changeContact", callback: self, from: href("memberManage") })}
      loggedIn={loggedIn}
      onSaved={onSaved}
    />
  );
}
