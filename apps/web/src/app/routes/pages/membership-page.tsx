import { gradeInfoQueryOptions } from "../../../features/membership/api/get-grade-info";
import { gradesQueryOptions } from "../../../features/membership/api/get-grades";
import { MembershipRoute } from "../../../features/membership/routes/membership-route";
import { StampSection } from "../../../features/stamps/components/stamp-section";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

const links = {
  pay: href("membershipPay"),
  prepaid: href("membershipPay", {}, { tab: "prepaid" }),
  loss: href("membershipLoss"),
  coupon: href("coupon"),
};

/** The member's grade and the grade table in the first answer. */
export const loader = prefetched((queryClient) =>
  Promise.all([queryClient.prefetchQuery(gradeInfoQueryOptions()), queryClient.prefetchQuery(gradesQueryOptions())]),
);
export const clientLoader = clientSide;

export default function MembershipPage() {
  return <MembershipRoute links={links} stamps={<StampSection />} />;
}
