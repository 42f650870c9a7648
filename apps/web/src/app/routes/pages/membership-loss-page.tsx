import { useQueryClient } from "@tanstack/react-query";
import { checkQueryKey } from "../../../features/auth/api/check";
import { MembershipLossRoute } from "../../../features/membership/routes/membership-loss-route";
import { invalidateAfterChange } from "../../../lib/query/after-change";

export default function MembershipLossPage() {
  const queryClient = useQueryClient();
  // The shell's card number comes from the member info: refresh it after a loss or reissue.
  return <MembershipLossRoute onCardChanged={() => void invalidateAfterChange(queryClient, checkQueryKey)} />;
}
