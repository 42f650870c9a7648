import type { ProductSummary } from "@cellar/contracts";
import type { Queryable } from "../../app/query";
import { toSummary } from "./product-summary";
import type * as ProductsRepository from "./products.repository";

/**
 * Product cards of the wish-list, restock and review lists: the catalogue's own summaries
 * (products module), in the order of the codes asked; unknown and withdrawn items are left out.
 */
export async function productCards(
  repo: Pick<typeof ProductsRepository, "summariesByCodes">,
  db: Queryable,
  itemCds: string[],
  mberNo: string | null,
  now = new Date(),
): Promise<ProductSummary[]> {
  const rows = await repo.summariesByCodes(db, itemCds, mberNo);
  const byCode = new Map(rows.map((r) => [r.itemCd, toSummary(r, now)]));
  return itemCds.flatMap((cd) => byCode.get(cd) ?? []);
}
