import type { Router } from "../../app/http/route";
import { type CouponsDeps, couponDetail, listCoupons, pageCoupons } from "./coupons.usecases";

/** The member's coupon box (user-api /api/membership/coupon/...). */
export function registerCouponsRoutes(router: Router, deps: CouponsDeps): void {
  router.mount("couponPublish", async ({ member, query }) => listCoupons(deps, member.mberNo, query));
  router.mount("couponPublishPage", async ({ member, query }) => pageCoupons(deps, member.mberNo, query));
  router.mount("couponDetail", async ({ member, params }) => couponDetail(deps, member.mberNo, params.cpnIssuNo));
}
