import { useSessionState } from "../../../features/auth/state/session-state";
import { CouponRoute } from "../../../features/coupons/routes/coupon-route";
import { usePaidMember } from "../../../features/membership/api/is-paid-member";

export default function CouponPage() {
  const paidMember = usePaidMember(useSessionState((s) => s.userInfo?.mberNo ?? null));
  return <CouponRoute paidMember={paidMember} />;
}
