import { MembershipRoute } from "../../../features/membership/routes/membership-route";
import { StampSection } from "../../../features/stamps/components/stamp-section";
import { href } from "../paths";

const links = {
  pay: href("membershipPay"),
  prepaid: href("membershipPay", {}, { tab: "prepaid" }),
  loss: href("membershipLoss"),
  coupon: href("coupon"),
};

export default function MembershipPage() {
  return <MembershipRoute links={links} stamps={<StampSection />} />;
}
