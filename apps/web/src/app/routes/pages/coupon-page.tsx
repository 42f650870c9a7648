import { CouponRoute } from "../../../features/coupons/routes/coupon-route";
import { usePaidMember } from "../../../features/membership/api/is-paid-member";

export default function CouponPage() {
  const paidMember = usePaidMember();
  return <CouponRoute paidMember={paidMember} />;
}
