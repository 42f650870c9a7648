import { CART_LIMITS } from "@cellar/contracts/checkout-constants";
import type { OrderLines } from "@cellar/contracts/client";

/**
 * The order sheet's address carries the cart lines it is for (`/order?cartNos=12,13`), so a reload
 * or a first visit is rendered with the sheet on the server (decision 372). `cartInpParam` still
 * keeps them for a sheet opened without it (SPEC §3).
 */
export const ORDER_LINES_PARAM = "cartNos";

/** The query of the order sheet for these cart lines. */
export const orderLinesQuery = (cartNos: readonly number[]) => ({ [ORDER_LINES_PARAM]: cartNos.join(",") });

/** The cart lines an order sheet's address names, or null when it names none or any is not a cart number. */
export function readOrderLines(search: URLSearchParams): OrderLines | null {
  const raw = search.get(ORDER_LINES_PARAM);
  if (!raw) return null;
  const parts = raw.split(",");
  if (parts.length > CART_LIMITS.maxLines || !parts.every((p) => /^[1-9]\d{0,9}$/.test(p))) return null;
  return { cartNos: [...new Set(parts.map(Number))] };
}
