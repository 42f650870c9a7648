import { count, sql } from "drizzle-orm";
import { type Db, queryRows } from "../query";
import { orderItems, orderStatusHistory, orders, stores, wineKeepHandOvers, wineKeepLines, wineKeeps } from "../schema";
import { addDays, seoulDate } from "../seoul-date";

const DAY = 86_400_000;
type Wine = { itemCd: string; itemNm: string; saleUprc: number };
type SeedKeep = { no: string; tnantCd: string; wine: Wine; qty: number; daysAgo: number; collected: number[] };

/**
 * The demo's wine keeps on a first start (issue 23), dates relative to the seeding day: at 청담점
 * (90 days) 6 bottles kept 40 days ago with 2 handed over, and 2 bottles due in 5 days (the
 * reminder job sends its alarm on the server's first tick); at 코엑스점 (180 days) 3 bottles all
 * collected. Each comes from a paid pick-up order with "keep at the store", and gets its store's
 * keep period (decision 460).
 */
export async function seedWineKeepIfEmpty(db: Db, demo: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(wineKeeps);
  if ((row?.n ?? 0) > 0) return false;
  const wines = await queryRows<Wine>(
    db,
    sql`select p.item_cd as "itemCd", p.item_nm as "itemNm", p.sale_uprc as "saleUprc" from products p
      where p.use_yn and p.clas_l_cd = '10' and p.sale_uprc between 40000 and 150000
      order by p.sales_rank, p.item_cd offset 3 limit 3`,
  );
  if (wines.length < 3) return false;
  const [a, b, c] = wines as [Wine, Wine, Wine];
  const periods = new Map(
    (await db.select({ tnantCd: stores.tnantCd, days: stores.wineKeepDays }).from(stores)).map((s) => [
      s.tnantCd,
      s.days,
    ]),
  );
  const keepDays = (tnantCd: string) => periods.get(tnantCd)!;
  const now = Date.now();
  const keeps: SeedKeep[] = [
    { no: "01", tnantCd: "T0001", wine: a, qty: 6, daysAgo: 40, collected: [2] },
    { no: "02", tnantCd: "T0001", wine: b, qty: 2, daysAgo: keepDays("T0001") - 5, collected: [] },
    { no: "03", tnantCd: "T0003", wine: c, qty: 3, daysAgo: 60, collected: [1, 2] },
  ];
  await db.transaction(async (tx) => {
    for (const k of keeps) {
      const paid = new Date(now - k.daysAgo * DAY);
      const orderNo = `OKP${seoulDate(paid).replaceAll("-", "")}${k.no}`;
      const amount = k.wine.saleUprc * k.qty;
      await tx.insert(orders).values({
        orderNo,
        mberNo: demo,
        tnantCd: k.tnantCd,
        orderStatCd: "01",
        orderDeliveryCd: "01",
        takeType: "02",
        appKeepYn: "Y",
        orderAmt: amount,
        netAmt: amount,
        cardAmt: amount,
        payMethod: "CARD",
        ordererNm: "김데모",
        ordererMobileNum: "01012345678",
        paidAt: paid,
        createdAt: paid,
        updatedAt: paid,
      });
      await tx.insert(orderItems).values({
        orderNo,
        orderItemNo: 1,
        itemCd: k.wine.itemCd,
        itemNm: k.wine.itemNm,
        itemQty: k.qty,
        saleUprc: k.wine.saleUprc,
        tnantCd: k.tnantCd,
      });
      await tx.insert(orderStatusHistory).values({ orderNo, orderStatCd: "01", at: paid });
      const keepNo = `K${seoulDate(paid).replaceAll("-", "")}SEED${k.no}`;
      const keptOn = seoulDate(paid);
      await tx.insert(wineKeeps).values({
        keepNo,
        orderNo,
        mberNo: demo,
        tnantCd: k.tnantCd,
        barcode: `80000000000${k.no}0`,
        keptOn,
        collectBy: addDays(keptOn, keepDays(k.tnantCd)),
        keepDays: keepDays(k.tnantCd),
        createdAt: paid,
        updatedAt: paid,
      });
      const collected = k.collected.reduce((s, q) => s + q, 0);
      await tx.insert(wineKeepLines).values({
        keepNo,
        lineNo: 1,
        itemCd: k.wine.itemCd,
        itemNm: k.wine.itemNm,
        keptQty: k.qty,
        collectedQty: collected,
      });
      if (k.collected.length > 0) {
        await tx.insert(wineKeepHandOvers).values(
          k.collected.map((qty, i) => ({
            keepNo,
            lineNo: 1,
            qty,
            handedBy: i === 0 ? "박소믈리에" : "이매니저",
            at: new Date(paid.getTime() + (10 + i * 7) * DAY),
          })),
        );
      }
    }
  });
  return true;
}
