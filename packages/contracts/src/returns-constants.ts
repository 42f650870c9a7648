/** Zod-free constants and pure rules of returns and exchanges (issue 23, decisions 402–406). */

export const RETURN_TYPES = ["RETURN", "EXCHANGE"] as const;
export type ReturnType = (typeof RETURN_TYPES)[number];

/**
 * Reasons (decision 402): 01 change of mind and 99 other are the shopper's (a fee is due); 02
 * damaged, 03 wrong item and 04 late delivery are the seller's (free). 02 and 03 need a photo.
 */
export const RETURN_REASONS = {
  changeOfMind: "01",
  damaged: "02",
  wrongItem: "03",
  late: "04",
  other: "99",
} as const;
export const RETURN_REASON_CODES = ["01", "02", "03", "04", "99"] as const;
export type ReturnReasonCd = (typeof RETURN_REASON_CODES)[number];
export const SELLER_FAULT_REASONS: readonly string[] = ["02", "03", "04"];
export const PHOTO_REASONS: readonly string[] = ["02", "03"];

/** How the bottles come back: a courier pick-up at an address of the book, or brought to the store. */
export const COLLECT_METHODS = ["PICKUP", "STORE"] as const;
export type CollectMethod = (typeof COLLECT_METHODS)[number];

/**
 * FEE_DUE (a fee not paid yet; the store does not collect) → REQUESTED → COLLECTED → INSPECTED →
 * REFUNDED (return) | RESENT (exchange); REFUSED with a reason at REQUESTED or INSPECTED.
 */
export const RETURN_STATUSES = [
  "FEE_DUE",
  "REQUESTED",
  "COLLECTED",
  "INSPECTED",
  "REFUNDED",
  "RESENT",
  "REFUSED",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** Statuses still holding their lines (a line cannot be asked back twice). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ["FEE_DUE", "REQUESTED", "COLLECTED", "INSPECTED"];
/** The store side's moves; the last move of a return is REFUNDED, of an exchange RESENT. */
export const RETURN_MOVES: Record<ReturnStatus, readonly ReturnStatus[]> = {
  FEE_DUE: [],
  REQUESTED: ["COLLECTED", "REFUSED"],
  COLLECTED: ["INSPECTED"],
  INSPECTED: ["REFUNDED", "RESENT", "REFUSED"],
  REFUNDED: [],
  RESENT: [],
  REFUSED: [],
};

/** Won (decision 403): one-way return shipping; an exchange is a round trip. */
export const RETURN_FEES = { oneWay: 3_000, exchange: 6_000 } as const;
/** Days after receipt (the status history's time of delivered 06 or picked up 03). */
export const RETURN_WINDOW_DAYS = 7;
export const RETURN_LIMITS = { maxPhotos: 5, reasonText: 500 } as const;

export type ReturnFeeInput = {
  type: ReturnType;
  reasonCd: string;
  collectMethod: CollectMethod;
  /** The order was delivered (not picked up) and paid no delivery fee (it was over the threshold). */
  shippedFree: boolean;
  /** Goods value (net of discounts) the order keeps once this and earlier returns are taken off. */
  keptGoods: number;
  freeFrom: number;
  deliveryFee: number;
  /** An exchange for a dearer option: (its price − the option paid for) × units (decision 420). */
  optionDifference?: number;
};
export type ReturnFee = { returnShipping: number; lostFreeShipping: number; optionDifference: number; total: number };

/**
 * The fee of a return (decision 403), paid separately before the store collects: the seller's
 * fault pays no shipping; an exchange for a dearer option pays the difference (decision 420); otherwise the return shipping (none when brought to the store) and, for a
 * return that takes a free-shipped order under the threshold, the outbound shipping it no longer
 * qualifies for.
 */
export function returnFee(i: ReturnFeeInput): ReturnFee {
  const optionDifference = i.type === "EXCHANGE" ? Math.max(0, i.optionDifference ?? 0) : 0;
  if (SELLER_FAULT_REASONS.includes(i.reasonCd)) {
    return { returnShipping: 0, lostFreeShipping: 0, optionDifference, total: optionDifference };
  }
  const returnShipping =
    i.collectMethod === "STORE" ? 0 : i.type === "EXCHANGE" ? RETURN_FEES.exchange : RETURN_FEES.oneWay;
  const lostFreeShipping =
    i.type === "RETURN" && i.shippedFree && i.keptGoods > 0 && i.keptGoods < i.freeFrom ? i.deliveryFee : 0;
  return {
    returnShipping,
    lostFreeShipping,
    optionDifference,
    total: returnShipping + lostFreeShipping + optionDifference,
  };
}
