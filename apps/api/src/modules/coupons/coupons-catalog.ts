import type { CouponUseSe } from "@cellar/contracts";

/** The coupon a full stamp card buys (seeded in coupon_definitions). */
export const STAMP_REWARD_COUPON = {
  cpnCd: "CPN-STAMP-REWARD",
  couponName: "스탬프 리워드 10,000원 할인",
  couponUseSe: "전체" as CouponUseSe,
  validDays: 30,
} as const;
