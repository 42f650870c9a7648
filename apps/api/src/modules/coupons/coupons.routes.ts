import type { CouponListQuery } from "@cellar/contracts";
import type { Router } from "../../app/http/route";
import type { Queryable } from "../../app/query";
import * as repo from "./coupons.repository";
import {
  type CouponsDeps,
  type CouponsTxDeps,
  couponDetail,
  listCoupons as listCouponsWith,
  pageCoupons,
  publishCoupon as publishCouponWith,
  useCoupon as useCouponWith,
} from "./coupons.usecases";

/** The module's repository, for the use-cases other modules run (in their own transactions). */
const txDeps: CouponsTxDeps = { repo };

/** The member's coupons (checkout's coupon choice), with this module's repository. */
export const listCoupons = (given: Omit<CouponsDeps, "repo">, mberNo: string, q: CouponListQuery) =>
  listCouponsWith({ ...given, repo }, mberNo, q);
/** Uses a coupon inside the caller's order transaction. */
export const useCoupon = (db: Queryable, input: Parameters<typeof useCouponWith>[2]) =>
  useCouponWith(txDeps, db, input);
/** Puts a coupon into a member's box inside the caller's transaction. */
export const publishCoupon = (db: Queryable, input: Parameters<typeof publishCouponWith>[2]) =>
  publishCouponWith(txDeps, db, input);

/** The member's coupon box (user-api /api/membership/coupon/...). */
export function registerCouponsRoutes(router: Router, given: Omit<CouponsDeps, "repo">): void {
  const deps: CouponsDeps = { ...given, repo };
  router.mount("couponPublish", async ({ member, query }) => listCouponsWith(deps, member.mberNo, query));
  router.mount("couponPublishPage", async ({ member, query }) => pageCoupons(deps, member.mberNo, query));
  router.mount("couponDetail", async ({ member, params }) => couponDetail(deps, member.mberNo, params.cpnIssuNo));
}
