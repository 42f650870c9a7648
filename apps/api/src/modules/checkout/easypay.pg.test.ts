import type { OrderStart } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { COMMERCE, plainProducts } from "../../test/checkout-fixtures";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { registerEasyPayCard } from "../../test/sandbox-pay";

/** Trials of the parallel password test (each a fresh order; more for a closer look). */
const TRIALS = 10;

describe.skipIf(!TEST_DATABASE_URL)("easy pay under concurrency on PostgreSQL", () => {
  let t: TestServer;
  let drop: () => Promise<void>;
  let staff: Record<string, string>;
  let item: { itemCd: string; saleUprc: number };
  let billkey: string;
  let staffNo: string;

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    drop = created.drop;
    t = await startTestServer({ database: created.database });
    staff = member((await t.login("staff")).access);
    staffNo = (
      await queryRows<{ mberNo: string }>(
        t.database.db,
        sql`select mber_no as "mberNo" from members where login_id = 'staff'`,
      )
    )[0]!.mberNo;
    item = (await plainProducts(t.database.db, 1, "T0002", 1000))[0]!;
    billkey = await registerEasyPayCard(t, staff);
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  const call = (method: string, path: string, body?: unknown) =>
    t.call(`${COMMERCE}${path}`, { method, headers: staff, ...(body === undefined ? {} : { body }) });
  const newOrder = async () =>
    (
      await call("POST", "/api/orders", {
        items: [{ itemCd: item.itemCd, tnantCd: "T0002", itemQty: 1 }],
        ordererMobileNum: "01055556666",
        agreeYn: "Y",
        payMethod: "EASYPAY",
        expectedNetAmt: item.saleUprc,
        empDcYn: "N",
      })
    ).body.data as OrderStart;
  const pay = (orderNo: string, password: string) =>
    call("POST", `/api/orders/${orderNo}/easypay`, { billkey, password });
  const orderStatus = async (orderNo: string) =>
    (
      await queryRows<{ s: string }>(
        t.database.db,
        sql`select order_stat_cd as s from orders where order_no = ${orderNo}`,
      )
    )[0]!.s;
  /** Charges the provider captured for an order's attempts (a refunded one was captured too). */
  const captures = async (orderNo: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from sandbox_payments
          where order_no like ${`${orderNo}-%`} and status in ('CAPTURED', 'REFUNDED')`,
      )
    )[0]!.n;
  const setFailures = (failCount: number) =>
    t.database.db.execute(
      sql`update easy_pay_settings set fail_count = ${failCount}, locked_at = null where mber_no = ${staffNo}`,
    );

  it("20 wrong passwords and the right one at once, with 4 wrong counted: never a payment after the lock", async () => {
    const outcomes: string[] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      await setFailures(4);
      const order = await newOrder();
      // The right password goes out at a different place among the wrong ones in each trial.
      const at = (trial * 7) % 21;
      const passwords = Array.from({ length: 21 }, (_, i) => (i === at ? "000000" : `12345${i % 10}`));
      const answers = await Promise.all(passwords.map((p) => pay(order.orderNo, p)));
      const right = answers[at]!;
      const wrongCounted = answers.filter((a) => a.body.code === "EASY0002").length;
      expect(answers.every((a) => a.status < 500)).toBe(true);
      const [settings] = await queryRows<{ failCount: number; locked: boolean }>(
        t.database.db,
        sql`select fail_count as "failCount", locked_at is not null as locked from easy_pay_settings where mber_no = ${staffNo}`,
      );
      expect(settings!.locked).toBe(true);
      if (right.body.code === "0000") {
        // The right one was checked first: it paid and reset the count; then 5 wrong ones locked again.
        expect(await orderStatus(order.orderNo)).toBe("01");
        expect(wrongCounted).toBe(4);
        outcomes.push("paid before the lock");
      } else {
        // A wrong one was checked first and locked: the right one is refused and nothing is paid.
        expect(right.body.code).toBe("EASY0003");
        expect(wrongCounted).toBe(0);
        expect(await orderStatus(order.orderNo)).toBe("00");
        expect(await captures(order.orderNo)).toBe(0);
        outcomes.push("locked, nothing paid");
      }
    }
    console.log(`20 wrong + 1 right in parallel, ${TRIALS} trials: ${JSON.stringify(outcomes)}`);
  });

  it("the same order paid by easy pay ten times at once: one capture, the others told it is being paid", async () => {
    await setFailures(0);
    const order = await newOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(order.orderNo, "000000")));
    const codes = answers.map((a) => a.body.code);
    console.log(`10 parallel easy-pay payments of one order: status ${answers.map((a) => a.status)}, codes ${codes}`);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(codes.filter((c) => c === "0000")).toHaveLength(1);
    expect(codes.filter((c) => c !== "0000").every((c) => c === "ORD0015")).toBe(true);
    expect(await orderStatus(order.orderNo)).toBe("01");
    expect(await captures(order.orderNo)).toBe(1);
  });
});
