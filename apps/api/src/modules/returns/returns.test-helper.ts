import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../app/query";
import { insertProduct, newItemCd } from "../../test/engagement-helper";

export type TestOption = { cd: "GIFT_BOX" | "GLASS_SET"; price: number; stock: number };
export type TestOrder = {
  /** `options` of the line's product; `bought` the index of the one bought with the line. */
  lines: { qty: number; price: number; options?: TestOption[]; bought?: number }[];
  cardAmt: number;
  prepaidAmt?: number;
  dlvrAmt?: number;
  /** 02 delivery (default) or 01 pick-up. */
  deliveryCd?: string;
  /** 06 delivered (default), 03 picked up, or another status. */
  status?: string;
  receivedAt: Date;
  couponCds?: string[];
  stampUseCnt?: number;
};

/**
 * A received order of the member, as checkout leaves it: its lines (own products in stock at
 * T0001), the status history up to receipt, and the card part captured on the sandbox.
 */
export async function receivedOrder(db: Db, mberNo: string, o: TestOrder) {
  const orderNo = `OR${randomBytes(6).toString("hex").toUpperCase()}`;
  const payNo = `${orderNo}-1`;
  const key = `sbx_${randomBytes(8).toString("hex")}`;
  const items: string[] = [];
  const options: string[][] = [];
  for (const l of o.lines) {
    const itemCd = newItemCd();
    await insertProduct(db, itemCd, { qty: 10 });
    items.push(itemCd);
    const codes: string[] = [];
    for (const [k, opt] of (l.options ?? []).entries()) {
      const optItemCd = `${itemCd}-O${k}`;
      const nm = opt.cd === "GIFT_BOX" ? "선물 상자" : "전용 글라스 세트";
      await db.execute(sql`insert into product_options (opt_item_cd, item_cd, opt_clas_cd, opt_clas_nm, sale_uprc, stock_qty)
        values (${optItemCd}, ${itemCd}, ${opt.cd}, ${nm}, ${opt.price}, ${opt.stock})`);
      codes.push(optItemCd);
    }
    options.push(codes);
  }
  const goods = o.lines.reduce((s, l) => s + l.qty * l.price, 0);
  const prepaid = o.prepaidAmt ?? 0;
  const net = o.cardAmt + prepaid;
  const amounts = JSON.stringify({ dlvrAmt: o.dlvrAmt ?? 0 });
  const coupons = `{${(o.couponCds ?? []).join(",")}}`;
  await db.execute(sql`insert into orders (order_no, mber_no, tnant_cd, order_stat_cd, order_delivery_cd, order_amt,
      dc_amt, net_amt, prepaid_amt, card_amt, pay_method, pay_no, pay_attempts, amounts, coupon_cds, stamp_use_cnt,
      paid_at, created_at, updated_at)
    values (${orderNo}, ${mberNo}, 'T0001', ${o.status ?? "06"}, ${o.deliveryCd ?? "02"}, ${goods},
      ${Math.max(0, goods + (o.dlvrAmt ?? 0) - net)}, ${net}, ${prepaid}, ${o.cardAmt}, 'CARD',
      ${o.cardAmt > 0 ? payNo : null}, 1, ${amounts}::jsonb, ${coupons}::text[], ${o.stampUseCnt ?? 0},
      ${o.receivedAt}, ${o.receivedAt}, ${o.receivedAt})`);
  for (const [i, l] of o.lines.entries()) {
    const opt = l.bought === undefined ? null : l.options![l.bought]!;
    const optItemCd = opt ? options[i]![l.bought!]! : "";
    const detail = JSON.stringify({
      orderItemOptions: opt
        ? [
            {
              optItemCd,
              optClasCd: opt.cd,
              optClasNm: opt.cd === "GIFT_BOX" ? "선물 상자" : "전용 글라스 세트",
              saleUprc: opt.price,
            },
          ]
        : [],
    });
    await db.execute(sql`insert into order_items (order_no, order_item_no, item_cd, item_nm, item_qty, sale_uprc, tnant_cd,
        opt_item_cd, detail)
      values (${orderNo}, ${i + 1}, ${items[i]}, ${`반품 테스트 와인 ${i + 1}`}, ${l.qty}, ${l.price}, 'T0001',
        ${optItemCd}, ${detail}::jsonb)`);
  }
  await db.execute(sql`insert into order_status_history (order_no, order_stat_cd, at)
    values (${orderNo}, '01', ${o.receivedAt}), (${orderNo}, ${o.status ?? "06"}, ${o.receivedAt})`);
  if (o.cardAmt > 0) {
    await db.execute(sql`insert into payments (order_no, mber_no, purpose, order_name, amount, status, return_path,
        provider, payment_key, card_no, method, approved_at)
      values (${payNo}, ${mberNo}, 'ORDER', '반품 테스트 주문', ${o.cardAmt}, 'DONE', '/', 'sandbox', ${key},
        '4111********1111', 'CARD', ${o.receivedAt})`);
    await db.execute(sql`insert into sandbox_payments (order_no, order_name, amount, return_url, status, payment_key,
        card_no, captured_at)
      values (${payNo}, '반품 테스트 주문', ${o.cardAmt}, '/', 'CAPTURED', ${key}, '4111********1111', ${o.receivedAt})`);
  }
  return { orderNo, payNo, paymentKey: key, items, options };
}

export async function addAddress(db: Db, mberNo: string) {
  const rows = (await db.execute(sql`insert into shipping_addresses (mber_no, addr_nm, receiver_nm, receiver_mobile_num,
      zip, base_addr, detail_addr) values (${mberNo}, '집', '김셀러', '01012345678', '06236', '서울 강남구 테헤란로 1', '101호')
    returning addr_no as "addrNo"`)) as unknown as { rows: { addrNo: number }[] };
  return rows.rows[0]!.addrNo;
}
