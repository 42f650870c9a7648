import { and, eq, gte, inArray, lte } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import { productOptions, productStock, products } from "../products";
import { stores } from "../stores";
import type { PriceLine } from "./pricing.rules";
import { mixMatchEvents, mixMatchItems } from "./pricing.table";

export type LineRequest = { itemCd: string; tnantCd: string; itemQty: number; optItemCd: string };
export type StoreRow = typeof stores.$inferSelect;
export type LoadedLine = PriceLine & {
  optItemCd: string;
  adultOnly: boolean;
  /** Units the store holds (the option's own stock caps it too). */
  stockQty: number;
  store: StoreRow;
};

/**
 * The catalogue data behind lines (product, store, stock, option, mix-and-match event of today).
 * Lines whose product, store or option does not exist are answered as `missing`.
 */
export async function loadLines(db: Queryable, reqs: LineRequest[], today: string) {
  if (reqs.length === 0) return { lines: [] as LoadedLine[], missing: [] as LineRequest[] };
  const itemCds = [...new Set(reqs.map((r) => r.itemCd))];
  const tnantCds = [...new Set(reqs.map((r) => r.tnantCd))];
  const optCds = [...new Set(reqs.map((r) => r.optItemCd).filter((o) => o !== ""))];
  const [prods, storeRows, stocks, opts, mixes] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(inArray(products.itemCd, itemCds), eq(products.useYn, true))),
    db.select().from(stores).where(inArray(stores.tnantCd, tnantCds)),
    db
      .select()
      .from(productStock)
      .where(and(inArray(productStock.itemCd, itemCds), inArray(productStock.tnantCd, tnantCds))),
    optCds.length ? db.select().from(productOptions).where(inArray(productOptions.optItemCd, optCds)) : [],
    db
      .select({ itemCd: mixMatchItems.itemCd, event: mixMatchEvents })
      .from(mixMatchItems)
      .innerJoin(mixMatchEvents, eq(mixMatchEvents.eventNo, mixMatchItems.eventNo))
      .where(
        and(
          inArray(mixMatchItems.itemCd, itemCds),
          lte(mixMatchEvents.startDate, today),
          gte(mixMatchEvents.endDate, today),
        ),
      ),
  ]);
  const prodBy = new Map(prods.map((p) => [p.itemCd, p]));
  const storeBy = new Map(storeRows.map((s) => [s.tnantCd, s]));
  const stockBy = new Map(stocks.map((s) => [`${s.itemCd}/${s.tnantCd}`, s.qty]));
  const optBy = new Map(opts.map((o) => [o.optItemCd, o]));
  const mixBy = new Map(mixes.map((m) => [m.itemCd, m.event]));
  const lines: LoadedLine[] = [];
  const missing: LineRequest[] = [];
  for (const r of reqs) {
    const p = prodBy.get(r.itemCd);
    const store = storeBy.get(r.tnantCd);
    const opt = r.optItemCd ? optBy.get(r.optItemCd) : undefined;
    if (!p || !store || (r.optItemCd && (!opt || opt.itemCd !== r.itemCd))) {
      missing.push(r);
      continue;
    }
    const eventOn = p.eventPrice !== null && p.eventEndDate !== null && p.eventEndDate >= today;
    const mix = mixBy.get(r.itemCd);
    const stock = stockBy.get(`${r.itemCd}/${r.tnantCd}`) ?? 0;
    lines.push({
      itemCd: p.itemCd,
      tnantCd: store.tnantCd,
      itemQty: r.itemQty,
      optItemCd: r.optItemCd,
      itemNm: p.itemNm,
      fileId: p.fileId,
      clasLCd: p.clasLCd,
      clasMCd: p.clasMCd,
      saleUprc: p.saleUprc,
      periodPrice: p.periodPrice,
      memberPrice: p.memberPrice,
      empPrice: p.empPrice,
      eventPrice: eventOn ? p.eventPrice : null,
      eventNm: eventOn ? p.eventNm : null,
      option: opt
        ? { optItemCd: opt.optItemCd, optClasCd: opt.optClasCd, optClasNm: opt.optClasNm, saleUprc: opt.saleUprc }
        : null,
      mixMatch: mix ? { eventNo: mix.eventNo, eventNm: mix.eventNm, minQty: mix.minQty, dcRate: mix.dcRate } : null,
      adultOnly: p.adultOnly,
      stockQty: opt ? Math.min(stock, opt.stockQty) : stock,
      store,
    });
  }
  return { lines, missing };
}
