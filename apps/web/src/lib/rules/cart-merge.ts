/** SPEC §3 cart: groups by store (tnantCd) with items; isCheck and isTnantActive are client flags. */
export type CartItemBase = {
  cartNo: string | number;
  totalItemPrice: number;
  mixDcAmt: number;
  discountDcAmt: number;
  isCheck?: boolean;
  isTnantActive?: boolean;
};
export type CartGroupBase<I extends CartItemBase = CartItemBase> = { tnantCd: string; items: I[] };

/** A cart as it arrives from the server: every check flag starts off. */
export function loadCart<I extends CartItemBase, G extends CartGroupBase<I>>(groups: G[]): G[] {
  return groups.map((g) => ({ ...g, items: g.items.map((item) => ({ ...item, isCheck: false })) }));
}

const key = (tnantCd: string, cartNo: string | number) => `${tnantCd}\u0000${cartNo}`;

/**
 * SPEC §4 cart merge. An empty cart, or a refresh, takes the incoming cart wholesale (check flags
 * reset). Otherwise only the prices (totalItemPrice, mixDcAmt, discountDcAmt) of items matched by
 * store and cart number are updated; everything else, including what the user checked, stays.
 */
export function mergeCart<I extends CartItemBase, G extends CartGroupBase<I>>(
  current: G[],
  incoming: G[],
  options: { refresh?: boolean } = {},
): G[] {
  if (options.refresh || current.length === 0) return loadCart<I, G>(incoming);
  const prices = new Map<string, I>();
  for (const g of incoming) for (const item of g.items) prices.set(key(g.tnantCd, item.cartNo), item);
  return current.map((g) => ({
    ...g,
    items: g.items.map((item) => {
      const next = prices.get(key(g.tnantCd, item.cartNo));
      if (!next) return item;
      return {
        ...item,
        totalItemPrice: next.totalItemPrice,
        mixDcAmt: next.mixDcAmt,
        discountDcAmt: next.discountDcAmt,
      };
    }),
  }));
}
