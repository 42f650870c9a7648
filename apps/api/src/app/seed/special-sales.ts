import { count, sql } from "drizzle-orm";
import { hashCode } from "../../modules/special-sales/guest-token";
import { specialSaleItems, specialSales } from "../../modules/special-sales/special-sales.table";
import { type Db, queryRows } from "../query";

/** The demo invitation code (CONTRACT.md §6) and the ended sale's code. */
export const SPECIAL_DEMO_CODE = "SPECIAL2026";
export const SPECIAL_ENDED_CODE = "PARTNER2025";
const DAY = 86_400_000;

/**
 * One running invitation-only sale with ten catalogue bottles at special prices (the first three
 * limited in stock) and its pick-up stores, and one ended sale with another code.
 */
export async function seedSpecialSalesIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(specialSales);
  if ((row?.n ?? 0) > 0) return false;
  // Bottles of the middle of the price range, wines and spirits alike, by sales rank.
  const bottles = await queryRows<{ itemCd: string; saleUprc: number }>(
    db,
    sql`select item_cd as "itemCd", sale_uprc as "saleUprc" from products
        where sale_uprc between 40000 and 400000 order by sales_rank limit 12`,
  );
  const storeRows = await queryRows<{ tnantCd: string }>(
    db,
    sql`select tnant_cd as "tnantCd" from stores where pickup_yn order by tnant_cd limit 3`,
  );
  if (bottles.length < 10 || storeRows.length === 0) return false;
  const tnantCds = storeRows.map((s) => s.tnantCd);
  await db.transaction(async (tx) => {
    await tx.insert(specialSales).values([
      {
        saleCd: "SP2026A",
        title: "파트너사 임직원 특별 판매",
        summary: "초대받은 파트너사 임직원만 구매할 수 있는 특별가 행사입니다. 주문 후 선택한 매장에서 픽업해 주세요.",
        inviteCodeHash: hashCode(SPECIAL_DEMO_CODE),
        startsAt: new Date(now.getTime() - 3 * DAY),
        endsAt: new Date(now.getTime() + 30 * DAY),
        tnantCds,
      },
      {
        saleCd: "SP2025B",
        title: "2025 연말 파트너사 특별 판매",
        summary: "종료된 특별 판매입니다.",
        inviteCodeHash: hashCode(SPECIAL_ENDED_CODE),
        startsAt: new Date(now.getTime() - 60 * DAY),
        endsAt: new Date(now.getTime() - 30 * DAY),
        tnantCds,
      },
    ]);
    await tx.insert(specialSaleItems).values(
      bottles.slice(0, 10).map((b, i) => ({
        saleCd: "SP2026A",
        itemCd: b.itemCd,
        // 25–40 % off, rounded down to 100 won.
        specialPrice: Math.floor((b.saleUprc * (75 - (i % 4) * 5)) / 100 / 100) * 100,
        orderLimit: i < 3 ? 2 : 6,
        stockQty: i < 3 ? 12 + i * 4 : null,
        sortNo: i,
      })),
    );
    await tx.insert(specialSaleItems).values(
      bottles.slice(10, 12).map((b, i) => ({
        saleCd: "SP2025B",
        itemCd: b.itemCd,
        specialPrice: Math.floor((b.saleUprc * 70) / 100 / 100) * 100,
        orderLimit: 6,
        stockQty: null,
        sortNo: i,
      })),
    );
  });
  return true;
}
