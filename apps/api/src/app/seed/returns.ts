import { type OrderAmounts, orderAmountsSchema } from "@cellar/contracts";
import { count, desc, eq, sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "../query";
import {
  type OrderAddress,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  returnHistory,
  returnLines,
  returns,
  shippingAddresses,
} from "../schema";

const DAY = 86_400_000;

/** The amounts checkout stores with an order paid by card without discounts. */
export function cardAmounts(goods: number, dlvrAmt: number): OrderAmounts {
  const zero = Object.fromEntries(Object.keys(orderAmountsSchema.shape).map((k) => [k, 0])) as OrderAmounts;
  const netAmt = goods + dlvrAmt;
  return { ...zero, orderAmt: goods, dlvrAmt, netAmt, cardAmt: netAmt, totalTaxAmt: Math.round(netAmt / 11) };
}
type Wine = { itemCd: string; itemNm: string; saleUprc: number; optItemCd?: string };

/** A received order of the demo, paid by card (captured on the sandbox), with its status history. */
async function receivedOrder(
  tx: Tx,
  o: { orderNo: string; mberNo: string; stat: "03" | "06"; at: Date; lines: [Wine, number][]; tnantCd: string },
) {
  const goods = o.lines.reduce((s, [w, q]) => s + w.saleUprc * q, 0);
  const delivery = o.stat === "06";
  const dlvrAmt = delivery && goods < 100_000 ? 3_000 : 0;
  const payNo = `${o.orderNo}-1`;
  const key = `seed_${o.orderNo.toLowerCase()}`;
  const created = new Date(o.at.getTime() - 2 * DAY);
  await tx.insert(orders).values({
    orderNo: o.orderNo,
    mberNo: o.mberNo,
    tnantCd: o.tnantCd,
    orderStatCd: o.stat,
    orderDeliveryCd: delivery ? "02" : "01",
    orderAmt: goods,
    netAmt: goods + dlvrAmt,
    cardAmt: goods + dlvrAmt,
    payMethod: "CARD",
    payNo,
    payAttempts: 1,
    amounts: cardAmounts(goods, dlvrAmt),
    address: delivery ? await bookAddress(tx, o.mberNo) : null,
    ordererNm: "김데모",
    ordererMobileNum: "01012345678",
    paidAt: created,
    createdAt: created,
    updatedAt: o.at,
  });
  await tx.insert(orderItems).values(
    o.lines.map(([w, q], i) => ({
      orderNo: o.orderNo,
      orderItemNo: i + 1,
      itemCd: w.itemCd,
      itemNm: w.itemNm,
      itemQty: q,
      saleUprc: w.saleUprc,
      tnantCd: o.tnantCd,
      optItemCd: w.optItemCd ?? "",
    })),
  );
  const path = delivery ? ["01", "04", "05", "06"] : ["01", "02", "03"];
  await tx.insert(orderStatusHistory).values(
    path.map((s, i) => ({
      orderNo: o.orderNo,
      orderStatCd: s,
      at: s === o.stat ? o.at : new Date(created.getTime() + i * 3_600_000),
    })),
  );
  await tx.insert(payments).values({
    orderNo: payNo,
    mberNo: o.mberNo,
    purpose: "ORDER",
    orderName: o.lines[0]![0].itemNm,
    amount: goods + dlvrAmt,
    status: "DONE",
    returnPath: "/order/complete",
    provider: "sandbox",
    paymentKey: key,
    cardNo: "4111********1111",
    method: "CARD",
    approvedAt: created,
    createdAt: created,
  });
  await tx.execute(sql`insert into sandbox_payments (order_no, order_name, amount, return_url, status, payment_key,
      card_no, captured_at, created_at)
    values (${payNo}, ${o.lines[0]![0].itemNm}, ${goods + dlvrAmt}, '/order/complete', 'CAPTURED', ${key},
      '4111********1111', ${created}, ${created})`);
}

/** The member's default address of the book, as an order keeps it. */
async function bookAddress(tx: Tx, mberNo: string): Promise<OrderAddress | null> {
  const [a] = await tx
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.mberNo, mberNo))
    .orderBy(desc(shippingAddresses.defaultYn), shippingAddresses.addrNo)
    .limit(1);
  if (!a) return null;
  const { addrNo, addrNm, receiverNm, receiverMobileNum, zip, baseAddr, detailAddr, roadAddr } = a;
  return {
    addrNo,
    addrNm,
    receiverNm,
    receiverMobileNum,
    zip,
    baseAddr,
    detailAddr,
    roadAddr,
    defaultYn: a.defaultYn === "Y" ? "Y" : "N",
  };
}

/**
 * Returns and exchanges on a first start (issue 23), dates relative to the seeding day: the demo's
 * delivered order (2 days ago, free shipping) and picked-up order (yesterday) can be returned, and
 * an older delivered order has a return on its way (collected by the store); a bottle picked up
 * yesterday with a gift box can be exchanged for its glass set.
 */
export async function seedReturnsIfEmpty(db: Db, demo: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(returns);
  if ((row?.n ?? 0) > 0) return false;
  const wines = await queryRows<Wine>(
    db,
    sql`select p.item_cd as "itemCd", p.item_nm as "itemNm", p.sale_uprc as "saleUprc" from products p
      where p.use_yn and p.sale_uprc between 25000 and 70000
        and exists (select 1 from product_stock s where s.item_cd = p.item_cd and s.tnant_cd = 'T0001')
      order by p.sales_rank, p.item_cd limit 3`,
  );
  if (wines.length < 3) return false;
  const [a, b, c] = wines as [Wine, Wine, Wine];
  const [boxed] = await queryRows<Wine>(
    db,
    sql`select p.item_cd as "itemCd", p.item_nm as "itemNm", p.sale_uprc + gb.sale_uprc as "saleUprc",
        gb.opt_item_cd as "optItemCd"
      from products p
      join product_options gb on gb.item_cd = p.item_cd and gb.opt_clas_cd = 'GIFT_BOX'
      join product_options gs on gs.item_cd = p.item_cd and gs.opt_clas_cd = 'GLASS_SET' and gs.stock_qty >= 3
      where p.use_yn and p.sale_uprc between 25000 and 90000
        and exists (select 1 from product_stock s where s.item_cd = p.item_cd and s.tnant_cd = 'T0001')
      order by p.sales_rank, p.item_cd limit 1`,
  );
  const now = Date.now();
  const day = new Date(now).toISOString().slice(2, 10).replaceAll("-", "");
  await db.transaction(async (tx) => {
    const base = { mberNo: demo, tnantCd: "T0001" };
    await receivedOrder(tx, {
      ...base,
      orderNo: `ORT${day}01`,
      stat: "06",
      at: new Date(now - 2 * DAY),
      lines: [
        [a, 2],
        [b, 1],
        [c, 1],
      ],
    });
    await receivedOrder(tx, { ...base, orderNo: `ORT${day}02`, stat: "03", at: new Date(now - DAY), lines: [[b, 2]] });
    const older = `ORT${day}03`;
    await receivedOrder(tx, { ...base, orderNo: older, stat: "06", at: new Date(now - 4 * DAY), lines: [[c, 2]] });
    const returnNo = `R${day}SEED01`;
    const asked = new Date(now - 3 * DAY);
    await tx.insert(returns).values({
      returnNo,
      orderNo: older,
      mberNo: demo,
      type: "RETURN",
      reasonCd: "04",
      reasonText: "배송이 예정일보다 5일 늦었어요.",
      collectMethod: "STORE",
      status: "COLLECTED",
      fee: { returnShipping: 0, lostFreeShipping: 0, optionDifference: 0, total: 0 },
      createdAt: asked,
      updatedAt: new Date(now - DAY),
    });
    await tx.insert(returnLines).values({ returnNo, orderItemNo: 1, qty: 1 });
    // A bottle picked up yesterday with its gift box, whose glass set an exchange can ask for (decision 420).
    if (boxed) {
      await receivedOrder(tx, {
        ...base,
        orderNo: `ORT${day}04`,
        stat: "03",
        at: new Date(now - DAY),
        lines: [[boxed, 1]],
      });
    }
    await tx.insert(returnHistory).values([
      { returnNo, status: "REQUESTED", memo: "", at: asked },
      { returnNo, status: "COLLECTED", memo: "역삼점 접수", at: new Date(now - DAY) },
    ]);
  });
  return true;
}
