import type { ProductSummary } from "@cellar/contracts";
import type { Clock } from "../../app/clock";
import { AppError } from "../../app/http/errors";
import type { Db, Queryable } from "../../app/query";
import type * as WishlistRepository from "./wishlist.repository";

/** Product cards in the catalogue's shape, in the order of the codes asked (unknown ones left out). */
export type SummaryLoader = (db: Queryable, itemCds: string[], mberNo: string | null) => Promise<ProductSummary[]>;

export type WishlistDeps = { repo: typeof WishlistRepository; db: Db; clock: Clock; summaries: SummaryLoader };

export type Paged<T> = { pageNo: number; pageSize: number; totalCnt: number; totalPages: number; list: T[] };

export const paged = <T>(pageNo: number, pageSize: number, totalCnt: number, list: T[]): Paged<T> => ({
  pageNo,
  pageSize,
  totalCnt,
  totalPages: Math.ceil(totalCnt / pageSize),
  list,
});

/** Adding an item already in the wish-list is not an error: it stays one entry. */
export async function addToWishlist(deps: WishlistDeps, mberNo: string, itemCd: string): Promise<null> {
  if (!(await deps.repo.productOnSale(deps.db, itemCd))) throw new AppError("notFound");
  await deps.repo.insertWishlistEntry(deps.db, mberNo, itemCd, deps.clock());
  return null;
}

/** Removing an item that is not in the wish-list succeeds; an item that is no product is not found. */
export async function removeFromWishlist(deps: WishlistDeps, mberNo: string, itemCd: string): Promise<null> {
  const removed = await deps.repo.deleteWishlistEntry(deps.db, mberNo, itemCd);
  if (removed === 0 && !(await deps.repo.productOnSale(deps.db, itemCd))) throw new AppError("notFound");
  return null;
}

export async function clearWishlist(deps: WishlistDeps, mberNo: string): Promise<null> {
  await deps.repo.deleteWishlist(deps.db, mberNo);
  return null;
}

export async function wishlistPage(
  deps: WishlistDeps,
  mberNo: string,
  pageNo: number,
  pageSize: number,
): Promise<Paged<ProductSummary>> {
  const { total, itemCds } = await deps.repo.pageWishlist(deps.db, mberNo, pageSize, (pageNo - 1) * pageSize);
  const list = itemCds.length > 0 ? await deps.summaries(deps.db, itemCds, mberNo) : [];
  return paged(pageNo, pageSize, total, list);
}
