/** The coupons module's public entry: the only file other modules import (docs/decisions/375). */

export { registerCouponsRoutes } from "./coupons.routes";
export { listCoupons, publishCoupon, useCoupon } from "./coupons.usecases";
export { STAMP_REWARD_COUPON } from "./coupons-catalog";
