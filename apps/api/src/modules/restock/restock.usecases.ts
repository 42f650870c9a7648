import type { ProductSummary } from "@cellar/contracts";
import type { Clock } from "../../app/clock";
import { AppError } from "../../app/http/errors";
import type { Db } from "../../app/query";
import { type Paged, paged, type SummaryLoader } from "../wishlist";
import type * as RestockRepository from "./restock.repository";

export type RestockDeps = { repo: typeof RestockRepository; db: Db; clock: Clock; summaries: SummaryLoader };

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * Signs up for a restock alarm of a sold-out item: sold out everywhere, or at the store named.
 * Signing up again replaces the earlier sign-up (and waits again after a notification).
 */
export async function addRestock(deps: RestockDeps, mberNo: string, itemCd: string, tnantCd?: string): Promise<null> {
  if (tnantCd && !(await deps.repo.storeExists(deps.db, tnantCd))) {
    throw new AppError("validation", "tnantCd: no such store");
  }
  const stock = await deps.repo.stockOf(deps.db, itemCd, tnantCd);
  if (stock === null) throw new AppError("notFound");
  if (stock > 0) throw new AppError("restockInStock");
  await deps.repo.upsertSignUp(deps.db, mberNo, itemCd, tnantCd ?? null, deps.clock());
  return null;
}

/** Removing a sign-up that is not there succeeds; an item that is no product is not found. */
export async function removeRestock(deps: RestockDeps, mberNo: string, itemCd: string): Promise<null> {
  const removed = await deps.repo.deleteSignUp(deps.db, mberNo, itemCd);
  if (removed === 0 && (await deps.repo.stockOf(deps.db, itemCd)) === null) throw new AppError("notFound");
  return null;
}

type RestockItem = {
  itemCd: string;
  tnantCd: string | null;
  tnantNm: string | null;
  createdAt: string;
  notifiedAt: string | null;
  product: ProductSummary;
};

export async function restockPage(
  deps: RestockDeps,
  mberNo: string,
  pageNo: number,
  pageSize: number,
): Promise<Paged<RestockItem>> {
  const { total, rows } = await deps.repo.pageSignUps(deps.db, mberNo, pageSize, (pageNo - 1) * pageSize);
  const cards = rows.length > 0 ? await deps.summaries(deps.db, [...new Set(rows.map((r) => r.itemCd))], mberNo) : [];
  const byCode = new Map(cards.map((p) => [p.itemCd, p]));
  const list = rows.flatMap((r) => {
    const product = byCode.get(r.itemCd);
    if (!product) return [];
    return [
      {
        itemCd: r.itemCd,
        tnantCd: r.tnantCd,
        tnantNm: r.tnantNm,
        createdAt: iso(r.createdAt),
        notifiedAt: r.notifiedAt ? iso(r.notifiedAt) : null,
        product,
      },
    ];
  });
  return paged(pageNo, pageSize, total, list);
}
