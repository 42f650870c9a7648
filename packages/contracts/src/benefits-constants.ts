/** Zod-free constants of the benefits endpoints (coupons, orders, stamps, paid membership, prepaid). */

/** SPEC §3 Coupon: FIXED_RATE is a percentage, FLAT_RATE an amount in won. */
export const DISCOUNT_TYPES = ["FIXED_RATE", "FLAT_RATE"] as const;
/** couponUseSe values (전체 all, 온라인 online, 오프라인 offline). */
export const COUPON_USE_SE = { all: "전체", online: "온라인", offline: "오프라인" } as const;
export const COUPON_USE_SE_VALUES = ["전체", "온라인", "오프라인"] as const;
export const COUPON_SEARCH_TYPES = ["AVAILABLE", "USED", "EXPIRED", "NOT_AVAILABLE"] as const;
/** Coupon classes only paid members see (SPEC §5, §9). */
export const PAID_ONLY_COUPON_CLASSES = ["80", "90", "100", "110"] as const;
/** Merchant numbers with a display rule (SPEC §3): all branches of the name, and the name alone. */
export const MERCHANT_ALL_BRANCHES = "0000000003";
export const MERCHANT_NAME_ONLY = "0000000001";

/** ORDER_STAT common codes (seeded): 02 is the exchange-voucher state (SPEC §9). */
export const ORDER_STATUS = {
  paid: "01",
  readyForPickup: "02",
  pickedUp: "03",
  preparingShipment: "04",
  shipping: "05",
  delivered: "06",
  cancelled: "09",
} as const;
/** Orders still in progress (the panel's list and its dot). */
export const IN_PROGRESS_ORDER_STATUSES = ["01", "02", "04", "05"] as const;
export const VOUCHER_ORDER_STATUS = "02";

/** SPEC §3 stamp transaction types. */
export const STAMP_TRANSACTION_TYPES = [
  "RELOAD",
  "RELOAD_VOID",
  "RELOAD_REVERSAL",
  "REDEEM",
  "REDEEM_VOID",
  "REDEEM_REVERSAL",
  "GIFT_RELOAD",
  "GIFT_REDEEM",
  "ENFORCE_RELOAD",
  "ENFORCE_RELOAD_VOID",
  "EXTINCTION",
] as const;

/** Yearly fee of the paid membership in won (docs/decisions/124). */
export const PAID_MEMBERSHIP_FEE = 30_000;
/** Prepaid top-up limits in won. */
export const PREPAID_CHARGE = { min: 10_000, max: 1_000_000, unit: 1_000, maxBalance: 2_000_000 } as const;
export const PAYMENT_PURPOSES = [
  "PAID_MEMBERSHIP",
  "PREPAID_CHARGE",
  "ORDER",
  "LUCKY_DRAW",
  "RETURN_FEE",
  "PREORDER",
] as const;
export const PREPAID_TX_TYPES = ["CHARGE", "USE", "REFUND"] as const;
export const CARD_STATUSES = ["ACTIVE", "LOST", "REPLACED"] as const;
/** Failure codes the payment page appends to the return path. */
export const PAYMENT_RETURN_CODES = { declined: "PAY_DECLINED", cancelled: "PAY_CANCELLED" } as const;

export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export type CouponUseSe = (typeof COUPON_USE_SE_VALUES)[number];
export type CouponSearchType = (typeof COUPON_SEARCH_TYPES)[number];
export type StampTransactionType = (typeof STAMP_TRANSACTION_TYPES)[number];
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export type OrderStatusCode = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
