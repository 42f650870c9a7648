import { useQueryClient } from "@tanstack/react-query";
import { type EditKind, MemberEditRoute } from "../../../features/account/routes/member-edit-route";
import { checkQueryKey } from "../../../features/auth/api/check";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { href, type RouteName } from "../paths";
import { useCurrentRouteName } from "../route-handle";

const KINDS: Partial<Record<RouteName, EditKind>> = {
  memberNickname: "nickname",
  memberEmail: "email",
  memberEmplynum: "emplynum",
};

/** `/member/manage/nickname`, `/email` and `/emplynum`. */
export default function MemberEditPage() {
  const name = useCurrentRouteName() ?? "memberNickname";
  const loggedIn = useGlobalState((s) => s.isLoggedIn);
  const queryClient = useQueryClient();
  const onSaved = () => void invalidateAfterChange(queryClient, checkQueryKey);
  const kind = KINDS[name] ?? "nickname";
  return (
    <MemberEditRoute
      key={kind}
      kind={kind}
      manageHref={href("memberManage")}
      loginHref={href("login", {}, { redirectPath: href(name as "memberNickname") })}
      loggedIn={loggedIn}
      onSaved={onSaved}
    />
  );
}
