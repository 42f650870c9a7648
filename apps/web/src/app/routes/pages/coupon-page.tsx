import { useSessionStore } from "../../../features/auth/stores/session-store";
import { CouponRoute } from "../../../features/coupons/routes/coupon-route";
import { usePaidMember } from "../../../features/membership/api/is-paid-member";

export default function CouponPage() {
  const paidMember = usePaidMember(useSessionStore((s) => s.userInfo?.mberNo ?? null));
  return <CouponRoute paidMember={paidMember} />;
}
