import { toSummary } from "./product-summary";
import { totalPages } from "./products.rules";
import type { ProductsDeps } from "./products.usecases";

/**
 * `/myseller`: the items the member bought, most often first (number of orders), then the latest
 * order, then the item code; paged.
 */
export async function mySeller(deps: ProductsDeps, mberNo: string, page: { pageNo: number; pageSize: number }) {
  const { db, seller: repo } = deps;
  const now = deps.clock();
  const rows = await repo.boughtItemsPage(db, mberNo, page);
  let totalCnt = rows.length ? Number(rows[0]!.total) : 0;
  if (!rows.length && page.pageNo > 1) {
    totalCnt = await repo.countBoughtItems(db, mberNo);
  }
  return {
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCnt,
    totalPages: totalPages(totalCnt, page.pageSize),
    list: rows.map(({ orderCount, lastOrderedAt, total: _t, ...r }) => ({
      ...toSummary(r, now),
      orderCount: Number(orderCount),
      lastOrderedAt: new Date(lastOrderedAt).toISOString(),
    })),
  };
}
