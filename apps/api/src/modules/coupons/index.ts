/** The coupons module's public entry: the only file other modules import (docs/decisions/375). */

export { findDefinition as findCouponDefinition } from "./coupons.repository";
export { listCoupons, publishCoupon, registerCouponsRoutes, useCoupon } from "./coupons.routes";
export { STAMP_REWARD_COUPON } from "./coupons-catalog";
