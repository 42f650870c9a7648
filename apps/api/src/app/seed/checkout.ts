import { hash } from "@node-rs/argon2";
import { count, sql } from "drizzle-orm";
import { EASY_PAY_DEMO_PASSWORD } from "../../modules/checkout/easypay.usecases";
import { mixMatchEvents } from "../../modules/pricing/pricing.table";
import type { Db } from "../query";
import { addDays, seoulDate } from "../seoul-date";

/**
 * Checkout demo data (issue 6), once the catalogue exists: a mix-and-match event (code 03) over four
 * wines in stock at 강남점 (T0001), demo's cart with lines at two stores, two saved addresses and an
 * easy-pay card (the sandbox test card) with the payment password of CONTRACT.md §6.
 */
export async function seedCheckoutIfEmpty(db: Db, demoMberNo: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(mixMatchEvents);
  if ((row?.n ?? 0) > 0) return false;
  const today = seoulDate(now);
  const payPasswordHash = await hash(EASY_PAY_DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(mixMatchEvents).values({
      eventNo: "MM-2BTL-10",
      eventNm: "와인 2병 이상 10% 믹스앤매치",
      minQty: 2,
      dcRate: 10,
      startDate: addDays(today, -7),
      endDate: addDays(today, 60),
    });
    // Wines in the middle of the ranking, in stock at T0001, not already in a discount event.
    await tx.execute(sql`insert into mix_match_items (event_no, item_cd)
      select 'MM-2BTL-10', p.item_cd from products p join product_stock s on s.item_cd = p.item_cd and s.tnant_cd = 'T0001'
      where p.use_yn and p.clas_l_cd = '10' and p.event_price is null and s.qty >= 5
      order by p.sales_rank offset 20 limit 4`);
    const members = await tx.execute(sql`select 1 from members where mber_no = ${demoMberNo}`);
    if ((members as unknown as { rows: unknown[] }).rows.length === 0) return;
    // Demo's cart: two mix-and-match wines at T0001 and one best seller at T0003.
    await tx.execute(sql`insert into cart_items (mber_no, tnant_cd, item_cd, item_qty)
      select ${demoMberNo}, 'T0001', item_cd, 1 from mix_match_items where event_no = 'MM-2BTL-10' order by item_cd limit 2`);
    await tx.execute(sql`insert into cart_items (mber_no, tnant_cd, item_cd, item_qty)
      select ${demoMberNo}, 'T0003', p.item_cd, 1 from products p join product_stock s on s.item_cd = p.item_cd
      where s.tnant_cd = 'T0003' and s.qty >= 5 and p.use_yn order by p.sales_rank limit 1`);
    await tx.execute(sql`insert into shipping_addresses
      (mber_no, addr_nm, receiver_nm, receiver_mobile_num, zip, base_addr, detail_addr, road_addr, default_yn) values
      (${demoMberNo}, '집', '김셀러', '01012345678', '06236', '서울특별시 강남구 테헤란로 152', '12층', '서울특별시 강남구 테헤란로 152', 'Y'),
      (${demoMberNo}, '회사', '김셀러', '01012345678', '04524', '서울특별시 중구 세종대로 110', '3층', '서울특별시 중구 세종대로 110', 'N')`);
    await tx.execute(sql`insert into sandbox_billing_keys (billkey, card_no, card_cd, card_name)
      values ('bk_demo_visa_0001', '4111-****-****-1111', 'CVSF', '해외비자')`);
    await tx.execute(sql`insert into easy_pay_cards (billkey, mber_no, card_cd, card_name, card_no)
      values ('bk_demo_visa_0001', ${demoMberNo}, 'CVSF', '해외비자', '4111-****-****-1111')`);
    await tx.execute(
      sql`insert into easy_pay_settings (mber_no, password_hash) values (${demoMberNo}, ${payPasswordHash})`,
    );
  });
  return true;
}
