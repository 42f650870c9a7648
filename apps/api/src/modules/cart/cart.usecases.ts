import {
  CART_LIMITS,
  type Cart,
  type CartAddRequest,
  type CartGroup,
  type CartItem,
  thumbnailUrl,
} from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Db } from "../../app/query";
import { seoulDate } from "../../app/seoul-date";
import { type LoadedLine, loadLines, priceEvents } from "../pricing";
import type * as CartRepository from "./cart.repository";

export type CartDeps = { repo: typeof CartRepository; db: Db; clock: () => Date };

/** The number of lines in the member's cart (the cart icon's badge). */
export async function cartCount(deps: CartDeps, mberNo: string): Promise<number> {
  return deps.repo.countCartRows(deps.db, mberNo);
}

/** The cart grouped by store (SPEC §3), each line priced with today's events; check flags false. */
export async function getCart(deps: CartDeps, mberNo: string): Promise<Cart> {
  const rows = await deps.repo.listCartRows(deps.db, mberNo);
  const { lines } = await loadLines(deps.db, rows, seoulDate(deps.clock()));
  const byKey = new Map(lines.map((l) => [`${l.itemCd}/${l.tnantCd}/${l.optItemCd}`, l]));
  const kept = rows.flatMap((r) => {
    const line = byKey.get(`${r.itemCd}/${r.tnantCd}/${r.optItemCd}`);
    return line ? [{ row: r, line: { ...line, itemQty: r.itemQty } }] : [];
  });
  const prices = priceEvents(kept.map((k) => k.line));
  const groups = new Map<string, CartGroup>();
  kept.forEach(({ row, line }, i) => {
    const p = prices[i]!;
    let g = groups.get(line.tnantCd);
    if (!g) {
      g = {
        tnantCd: line.tnantCd,
        tnantNm: line.store.name,
        isTnantActive: line.store.pickupYn,
        items: [],
        totalItemPrice: 0,
        totalMixDcAmt: 0,
        totalDiscountDcAmt: 0,
        totalPayAmt: 0,
        isCheck: false,
      };
      groups.set(line.tnantCd, g);
    }
    const item: CartItem = {
      cartNo: row.cartNo,
      tnantCd: line.tnantCd,
      itemCd: line.itemCd,
      itemNm: line.itemNm,
      itemImgFileUrl: thumbnailUrl(line.fileId),
      optItemCd: line.option?.optItemCd ?? null,
      optClasNm: line.option?.optClasNm ?? null,
      optSaleUprc: line.option?.saleUprc ?? 0,
      itemQty: row.itemQty,
      saleUprc: line.saleUprc,
      itemPrice: p.todayUnit,
      totalItemPrice: (p.todayUnit + (line.option?.saleUprc ?? 0)) * row.itemQty,
      mixDcAmt: p.mixDcAmt,
      discountDcAmt: p.discountDcAmt,
      eventCd: p.eventCd,
      eventNm: p.eventNm,
      stockQty: line.stockQty,
      soldOutYn: line.stockQty <= 0 ? "Y" : "N",
      adultOnly: line.adultOnly,
      isCheck: false,
    };
    g.items.push(item);
    if (item.soldOutYn === "N" && item.itemQty <= item.stockQty && g.isTnantActive) {
      g.totalItemPrice += item.totalItemPrice;
      g.totalMixDcAmt += item.mixDcAmt;
      g.totalDiscountDcAmt += item.discountDcAmt;
      g.totalPayAmt += item.totalItemPrice - item.mixDcAmt - item.discountDcAmt;
    }
  });
  return { list: [...groups.values()], cartCount: rows.length };
}

function checkOrderable(line: LoadedLine, qty: number) {
  if (!line.store.pickupYn) throw new AppError("cartStoreInactive");
  if (line.stockQty <= 0) throw new AppError("cartSoldOut", `${line.itemNm}: 품절된 상품입니다`);
  if (qty > line.stockQty)
    throw new AppError("cartStockExceeded", `${line.itemNm}: 최대 ${line.stockQty}개까지 주문할 수 있습니다`);
}

/** Adds lines from the product page; an equal line adds up, within the store's stock. */
export async function addToCart(deps: CartDeps, mberNo: string, req: CartAddRequest): Promise<Cart> {
  const now = deps.clock();
  const reqs = req.items.map((i) => ({ ...i, optItemCd: i.optItemCd ?? "" }));
  const { lines, missing } = await loadLines(deps.db, reqs, seoulDate(now));
  if (missing.length) throw new AppError("notFound", "상품 또는 매장을 찾을 수 없습니다");
  await deps.db.transaction(async (tx) => {
    // The member's row lock: adds of one member take turns, so together they stay within the limit.
    await deps.repo.lockCartOwner(tx, mberNo);
    const existing = await deps.repo.listCartRows(tx, mberNo);
    const have = new Map(existing.map((r) => [`${r.itemCd}/${r.tnantCd}/${r.optItemCd}`, r.itemQty]));
    let count = existing.length;
    for (const line of lines) {
      const key = `${line.itemCd}/${line.tnantCd}/${line.optItemCd}`;
      const total = (have.get(key) ?? 0) + line.itemQty;
      if (!have.has(key)) count += 1;
      if (count > CART_LIMITS.maxLines) throw new AppError("cartFull");
      checkOrderable(line, total);
      if (total > CART_LIMITS.maxQty) throw new AppError("cartStockExceeded");
      await deps.repo.addCartRow(tx, { mberNo, ...line, itemQty: line.itemQty }, now);
      have.set(key, total);
    }
  });
  return getCart(deps, mberNo);
}

/** Sets a line's quantity (PATCH, no spinner). */
export async function updateCartQty(deps: CartDeps, mberNo: string, cartNo: number, itemQty: number): Promise<Cart> {
  const now = deps.clock();
  const [row] = await deps.repo.listCartRows(deps.db, mberNo, [cartNo]);
  if (!row) throw new AppError("cartItemNotFound");
  const { lines } = await loadLines(deps.db, [{ ...row, itemQty }], seoulDate(now));
  const line = lines[0];
  if (!line) throw new AppError("cartItemNotFound");
  if (itemQty > line.stockQty) checkOrderable(line, itemQty);
  await deps.repo.setCartQty(deps.db, mberNo, cartNo, itemQty, now);
  return getCart(deps, mberNo);
}

export async function removeFromCart(deps: CartDeps, mberNo: string, cartNos: number[]): Promise<Cart> {
  await deps.repo.removeCartRows(deps.db, mberNo, cartNos);
  return getCart(deps, mberNo);
}
