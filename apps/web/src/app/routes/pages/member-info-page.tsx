import { useQueryClient } from "@tanstack/react-query";
import { Navigate, useParams } from "react-router";
import { type MemberInfoItem, MemberInfoRoute } from "../../../features/account/routes/member-info-route";
import { checkQueryKey } from "../../../features/auth/api/check";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { href } from "../paths";

/**
 * `{memberInfo}` by the spec's member-detail field names too (decision 440): the items this page
 * changes, and those with a page of their own, which it opens instead.
 */
const ITEMS: Record<string, MemberInfoItem> = { contact: "contact", contactNumber: "contact", birthday: "birthday" };
const OWN_PAGES: Record<string, string> = {
  nickName: href("memberNickname"),
  loginPassword: href("memberPassword"),
  chgPassword: href("memberPassword"),
  chgEmail: href("memberEmail"),
  empNo: href("memberEmplynum"),
};

export default function MemberInfoPage() {
  const { memberInfo = "" } = useParams();
  const loggedIn = useGlobalState((s) => s.isLoggedIn);
  const queryClient = useQueryClient();
  const onSaved = () => void invalidateAfterChange(queryClient, checkQueryKey);
  const own = OWN_PAGES[memberInfo];
  if (own) return <Navigate to={own} replace />;
  const item = ITEMS[memberInfo] ?? null;
  const self = href("memberInfo", { memberInfo: item ?? "contact" });
  return (
    <MemberInfoRoute
      memberInfo={item}
      manageHref={href("memberManage")}
      loginHref={href("login", {}, { redirectPath: self })}
      certHref={href("phoneCert", {}, { certType: "changeContact", callback: self, from: href("memberManage") })}
      loggedIn={loggedIn}
      onSaved={onSaved}
    />
  );
}
