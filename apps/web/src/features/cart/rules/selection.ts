/** The fields of a cart line that selection and the store summary read. */
export type SelectableLine = {
  cartNo: number;
  itemQty: number;
  stockQty: number;
  soldOutYn: "Y" | "N";
  totalItemPrice: number;
  mixDcAmt: number;
  discountDcAmt: number;
};
export type SelectableGroup<L extends SelectableLine = SelectableLine> = {
  tnantCd: string;
  isTnantActive: boolean;
  items: L[];
};

/** A line can be ordered when its store takes orders, it is not sold out and its quantity is in stock. */
export function isOrderable(line: SelectableLine, group: { isTnantActive: boolean }): boolean {
  return group.isTnantActive && line.soldOutYn !== "Y" && line.stockQty > 0 && line.itemQty <= line.stockQty;
}

/** The orderable lines of a store. */
export const orderableLines = <L extends SelectableLine>(group: SelectableGroup<L>): L[] =>
  group.items.filter((line) => isOrderable(line, group));

/** Whether every orderable line of the store is checked (false for a store with none). */
export function isGroupAllChecked(group: SelectableGroup, checked: ReadonlySet<number>): boolean {
  const lines = orderableLines(group);
  return lines.length > 0 && lines.every((line) => checked.has(line.cartNo));
}

/** Select all of one store: checks its orderable lines, or unchecks all its lines when all were checked. */
export function toggleGroup(group: SelectableGroup, checked: ReadonlySet<number>): Set<number> {
  const next = new Set(checked);
  if (isGroupAllChecked(group, checked)) for (const line of group.items) next.delete(line.cartNo);
  else for (const line of orderableLines(group)) next.add(line.cartNo);
  return next;
}

export function toggleLine(cartNo: number, checked: ReadonlySet<number>): Set<number> {
  const next = new Set(checked);
  if (next.has(cartNo)) next.delete(cartNo);
  else next.add(cartNo);
  return next;
}

/** Drops checks of lines that are gone or no longer orderable (after a reload of the cart). */
export function keepValidChecks(groups: SelectableGroup[], checked: ReadonlySet<number>): Set<number> {
  const next = new Set<number>();
  for (const group of groups)
    for (const line of orderableLines(group)) if (checked.has(line.cartNo)) next.add(line.cartNo);
  return next;
}

export type StoreSummary = { count: number; itemAmt: number; mixDcAmt: number; discountDcAmt: number; payAmt: number };

/**
 * The checked lines of a store, added up from the amounts the server gave each line (the client
 * adds, it never prices: the order sheet's calculate has the last word).
 */
export function summarize(group: SelectableGroup, checked: ReadonlySet<number>): StoreSummary {
  const sum: StoreSummary = { count: 0, itemAmt: 0, mixDcAmt: 0, discountDcAmt: 0, payAmt: 0 };
  for (const line of orderableLines(group)) {
    if (!checked.has(line.cartNo)) continue;
    sum.count += 1;
    sum.itemAmt += line.totalItemPrice;
    sum.mixDcAmt += line.mixDcAmt;
    sum.discountDcAmt += line.discountDcAmt;
  }
  sum.payAmt = sum.itemAmt - sum.mixDcAmt - sum.discountDcAmt;
  return sum;
}
