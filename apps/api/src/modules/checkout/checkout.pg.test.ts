import type { OrderCreateRequest } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentsDeps } from "../../adapters/payment/payments.usecases";
import { confirmPayment } from "../../adapters/payment/payments.usecases";
import { createSandboxGateway } from "../../adapters/payment/sandbox/sandbox.gateway";
import { AppError } from "../../app/http/errors";
import { queryRows } from "../../app/query";
import { plainProducts, stockOf } from "../../test/checkout-fixtures";
import { startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { paySandbox } from "../../test/sandbox-pay";
import { calculate } from "./calculate.usecases";
import { createCheckoutDeps, fulfilOrder, voidOrder } from "./checkout.routes";
import { type CheckoutDeps, createOrder } from "./order-create.usecases";
import { cancelOrder } from "./order-pay.usecases";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

const DEMO = "M202103150001";

describe.skipIf(!TEST_DATABASE_URL)("checkout under concurrency on PostgreSQL", () => {
  let t: TestServer;
  let drop: () => Promise<void>;
  let deps: CheckoutDeps;
  let items: { itemCd: string; saleUprc: number }[];

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    drop = created.drop;
    t = await startTestServer({ database: created.database });
    const db = created.database.db;
    const clock = () => new Date();
    const payments: PaymentsDeps = {
      db,
      clock,
      gateway: createSandboxGateway(db),
      fulfilments: { ORDER: fulfilOrder },
      voids: { ORDER: voidOrder },
    };
    deps = createCheckoutDeps({ db, clock, payments });
    items = await plainProducts(db, 5, "T0001", 1000);
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  const settle = async <T>(work: () => Promise<T>) => {
    try {
      return { ok: true as const, value: await work() };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { ok: false as const, code: error.def.code };
    }
  };
  const order = (item: { itemCd: string; saleUprc: number }, extra: Partial<OrderCreateRequest> = {}) =>
    ({
      items: [{ itemCd: item.itemCd, tnantCd: "T0001", itemQty: 1 }],
      couponCds: [],
      stampUseCnt: 0,
      prepaidUseAmt: 0,
      orderDeliveryCd: "01",
      empDcYn: "Y",
      takeType: "01",
      appKeepYn: "N",
      ordererMobileNum: "01012345678",
      email: "",
      receiverRmk: "",
      tnantRmk: "",
      agreeYn: "Y",
      payMethod: "CARD",
      returnPath: "/order",
      expectedNetAmt: item.saleUprc,
      ...extra,
    }) as OrderCreateRequest;
  const count = async (q: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.database.db, q))[0]!.n;

  it("200 concurrent checkouts of an item with stock 10 make exactly 10 orders and leave stock 0", async () => {
    const item = items[0]!;
    await t.database.db.execute(
      sql`update product_stock set qty = 10 where item_cd = ${item.itemCd} and tnant_cd = 'T0001'`,
    );
    const results = await Promise.all(
      Array.from({ length: 200 }, () => settle(() => createOrder(deps, DEMO, order(item)))),
    );
    const ok = results.filter((r) => r.ok);
    console.info(
      `200 checkouts: ${ok.length} orders, refusals ${JSON.stringify(countBy(results.filter((r) => !r.ok).map((r) => r.code)))}`,
    );
    expect(ok).toHaveLength(10);
    expect(results.filter((r) => !r.ok).every((r) => r.code === "ORD0002")).toBe(true);
    expect(await stockOf(t.database.db, item.itemCd, "T0001")).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from orders o join order_items i on i.order_no = o.order_no
        where i.item_cd = ${item.itemCd} and o.order_stat_cd = '00'`),
    ).toBe(10);
  });

  it("an option's own stock (3 gift boxes) is taken like store stock: 35 concurrent orders sell 3, a cancel gives one back", async () => {
    const [opt] = await queryRows<{ optItemCd: string; itemCd: string }>(
      t.database.db,
      sql`select opt_item_cd as "optItemCd", item_cd as "itemCd" from product_options order by opt_item_cd limit 1`,
    );
    const db = t.database.db;
    await db.execute(sql`update product_options set stock_qty = 3 where opt_item_cd = ${opt!.optItemCd}`);
    await db.execute(sql`insert into product_stock (item_cd, tnant_cd, qty) values (${opt!.itemCd}, 'T0001', 100)
      on conflict (item_cd, tnant_cd) do update set qty = 100`);
    const optionStock = async () =>
      count(sql`select stock_qty as n from product_options where opt_item_cd = ${opt!.optItemCd}`);
    const req = (): OrderCreateRequest => ({
      ...order({ itemCd: opt!.itemCd, saleUprc: 0 }),
      items: [{ itemCd: opt!.itemCd, tnantCd: "T0001", itemQty: 1, optItemCd: opt!.optItemCd }],
    });
    const { calc } = await calculate(deps, DEMO, req());
    const withNet = () => ({ ...req(), expectedNetAmt: calc.amounts.netAmt });

    const results = await Promise.all(
      Array.from({ length: 35 }, () => settle(() => createOrder(deps, DEMO, withNet()))),
    );
    const ok = results.filter((r) => r.ok);
    console.info(
      `35 orders of an option with stock 3: ${ok.length} orders, refusals ${JSON.stringify(countBy(results.filter((r) => !r.ok).map((r) => r.code)))}`,
    );
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => !r.ok).every((r) => r.code === "ORD0002")).toBe(true);
    expect(await optionStock()).toBe(0);
    expect(await stockOf(db, opt!.itemCd, "T0001")).toBe(97);
    // One at a time, too: nothing left.
    expect(await settle(() => createOrder(deps, DEMO, withNet()))).toEqual({ ok: false, code: "ORD0002" });

    const first = ok[0]!.value as { orderNo: string };
    await cancelOrder(deps, DEMO, first.orderNo, "test");
    expect(await optionStock()).toBe(1);
    expect(await stockOf(db, opt!.itemCd, "T0001")).toBe(98);
  });

  it("20 concurrent confirms of one payment capture and fulfil it once", async () => {
    const item = items[1]!;
    const start = await createOrder(deps, DEMO, order(item));
    const page = await paySandbox(t, start.payUrl!);
    const req = { paymentKey: page.query.paymentKey!, orderNo: start.payNo!, amount: start.cardAmt };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => settle(() => confirmPayment(deps.payments, DEMO, req))),
    );
    console.info(`20 confirms: ${results.filter((r) => r.ok).length} answered the result`);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(
      await count(
        sql`select count(*)::int as n from sandbox_payments where order_no = ${start.payNo} and status = 'CAPTURED'`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from order_status_history where order_no = ${start.orderNo} and order_stat_cd = '01'`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from orders where order_no = ${start.orderNo} and order_stat_cd = '01'`,
      ),
    ).toBe(1);
  });

  it("50 concurrent orders with one single-use coupon: exactly one gets it", async () => {
    const item = items[2]!;
    const [coupon] = await queryRows<{ cpnIssuNo: string; value: number; type: string }>(
      t.database.db,
      sql`select p.cpn_issu_no as "cpnIssuNo", d.discount_value as value, d.discount_type as type
        from coupon_publications p join coupon_definitions d on d.cpn_cd = p.cpn_cd
        where p.mber_no = ${DEMO} and p.status = 'ISSUED' and d.coupon_use_se <> '오프라인' and d.discount_value is not null
          and d.discount_type = 'FLAT_RATE' and p.valid_start_date <= current_date and p.valid_end_date >= current_date
          and not jsonb_path_exists(d.benefits, '$[*].useRestrictedPolicies.availableMerchant[*]')
        limit 1`,
    );
    expect(coupon).toBeDefined();
    const net = item.saleUprc - Math.min(coupon!.value, item.saleUprc);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        settle(() => createOrder(deps, DEMO, order(item, { couponCds: [coupon!.cpnIssuNo], expectedNetAmt: net }))),
      ),
    );
    const ok = results.filter((r) => r.ok);
    console.info(
      `50 coupon uses: ${ok.length} success, refusals ${JSON.stringify(countBy(results.filter((r) => !r.ok).map((r) => r.code)))}`,
    );
    expect(ok).toHaveLength(1);
    expect(await count(sql`select count(*)::int as n from coupon_uses where cpn_issu_no = ${coupon!.cpnIssuNo}`)).toBe(
      1,
    );
  });

  it("a tampered amount on confirm is rejected and voided", async () => {
    const item = items[3]!;
    const stock = await stockOf(t.database.db, item.itemCd, "T0001");
    const start = await createOrder(deps, DEMO, order(item));
    const page = await paySandbox(t, start.payUrl!);
    const tampered = await settle(() =>
      confirmPayment(deps.payments, DEMO, { paymentKey: page.query.paymentKey!, orderNo: start.payNo!, amount: 1000 }),
    );
    expect(tampered).toEqual({ ok: false, code: "PAY0002" });
    expect(
      await count(
        sql`select count(*)::int as n from sandbox_payments where order_no = ${start.payNo} and status = 'VOIDED'`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from orders where order_no = ${start.orderNo} and order_stat_cd = '09'`,
      ),
    ).toBe(1);
    expect(await stockOf(t.database.db, item.itemCd, "T0001")).toBe(stock);
  });

  it("a confirm racing a cancel never keeps the card money of a cancelled order", async () => {
    const item = items[3]!;
    for (let round = 0; round < 5; round += 1) {
      const start = await createOrder(deps, DEMO, order(item));
      const page = await paySandbox(t, start.payUrl!);
      const req = { paymentKey: page.query.paymentKey!, orderNo: start.payNo!, amount: start.cardAmt };
      await Promise.all([
        settle(() => confirmPayment(deps.payments, DEMO, req)),
        settle(() => cancelOrder(deps, DEMO, start.orderNo, "race")),
      ]);
      const [o] = await queryRows<{ stat: string; gw: string }>(
        t.database.db,
        sql`select o.order_stat_cd as stat, g.status as gw from orders o join sandbox_payments g on g.order_no = o.pay_no
          where o.order_no = ${start.orderNo}`,
      );
      if (o!.stat === "09") expect(["VOIDED", "REFUNDED"]).toContain(o!.gw);
      else expect(o).toEqual({ stat: "01", gw: "CAPTURED" });
    }
  });

  it("prepaid never goes negative under 20 concurrent mixed payments", async () => {
    const item = items[4]!;
    const db = t.database.db;
    const [b] = await queryRows<{ b: number }>(
      db,
      sql`select prepaid_balance as b from members where mber_no = ${DEMO}`,
    );
    // Bring the balance to 30,000 through the ledger so that ledger and balance stay equal.
    const delta = 30_000 - b!.b;
    await db.execute(sql`update members set prepaid_balance = 30000 where mber_no = ${DEMO}`);
    await db.execute(sql`insert into prepaid_transactions (mber_no, type, amount, balance_after, description)
      values (${DEMO}, ${delta >= 0 ? "CHARGE" : "USE"}, ${delta}, 30000, 'test')`);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => settle(() => createOrder(deps, DEMO, order(item, { prepaidUseAmt: 5_000 })))),
    );
    const ok = results.filter((r) => r.ok);
    const refusals = countBy(results.filter((r) => !r.ok).map((r) => r.code));
    // An order takes the prepaid amount the balance allows when it is priced (pricing.rules.ts): one
    // priced after others took the balance uses less, or none, and pays the rest by card. So the
    // rule is not "exactly six": it is that the money taken never exceeds the balance, never goes
    // below zero, and the ledger always equals it.
    const taken = ok.map((r) => (r.value as { prepaidAmt: number }).prepaidAmt);
    console.info(
      `20 prepaid uses of 5,000 from 30,000: ${ok.length} success (prepaid ${JSON.stringify(taken)}), refusals ${JSON.stringify(refusals)}`,
    );
    expect(Object.keys(refusals).filter((code) => code !== "PRPD0001")).toEqual([]);
    for (const amount of taken) expect(amount).toBeLessThanOrEqual(5_000);
    expect(taken.filter((amount) => amount === 5_000).length).toBeLessThanOrEqual(6);
    const [after] = await queryRows<{ b: number; s: number }>(
      db,
      sql`select m.prepaid_balance as b, (select sum(amount)::int from prepaid_transactions where mber_no = ${DEMO}) as s
        from members m where m.mber_no = ${DEMO}`,
    );
    expect(after!.b).toBeGreaterThanOrEqual(0);
    expect(after!.s).toBe(after!.b);
    expect(taken.reduce((sum, amount) => sum + amount, 0) + after!.b).toBe(30_000);
  });
});

function countBy(codes: string[]) {
  return codes.reduce<Record<string, number>>((acc, c) => {
    acc[c] = (acc[c] ?? 0) + 1;
    return acc;
  }, {});
}
