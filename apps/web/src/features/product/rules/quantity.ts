/** One order line holds at most this many bottles (docs/decisions/283). */
export const MAX_ORDER_QTY = 99;
export const MIN_ORDER_QTY = 1;

/** The most one may pick: the chosen store's stock when known and positive, never above 99. */
export function maxQuantity(storeQty: number | null | undefined): number {
  if (storeQty === null || storeQty === undefined || storeQty <= 0) return MAX_ORDER_QTY;
  return Math.min(MAX_ORDER_QTY, Math.floor(storeQty));
}

/** A quantity kept within 1..max (non-numbers become 1). */
export function clampQuantity(qty: number, max: number): number {
  if (!Number.isFinite(qty)) return MIN_ORDER_QTY;
  return Math.max(MIN_ORDER_QTY, Math.min(Math.max(MIN_ORDER_QTY, max), Math.floor(qty)));
}

/** (unit price + option price) × quantity, in won. */
export function lineTotal(unit: number, optionPrice: number, qty: number): number {
  return (unit + optionPrice) * qty;
}
