import type { OrderCalculation, OrderDetail, OrderSheet, OrderStart } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { COMMERCE, plainProducts } from "../../test/checkout-fixtures";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { paySandbox } from "../../test/sandbox-pay";
import { recordStampTransaction } from "../stamps";

let t: TestServer;
let item: { itemCd: string; saleUprc: number };
const who: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await startTestServer();
  for (const id of ["demo", "basic", "staff"]) who[id] = member((await t.login(id)).access);
  item = (await plainProducts(t.database.db, 1, "T0001", 50))[0]!;
  await t.database.db.execute(
    sql`update products set member_price = ${item.saleUprc - 2000}, emp_price = ${item.saleUprc - 5000} where item_cd = ${item.itemCd}`,
  );
});
afterAll(() => t.close());

const call = (id: string, path: string, body?: unknown) =>
  t.call(`${COMMERCE}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: who[id]!,
    ...(body === undefined ? {} : { body }),
  });
const items = (qty = 1) => [{ itemCd: item.itemCd, tnantCd: "T0001", itemQty: qty }];
const order = { ordererMobileNum: "01012345678", agreeYn: "Y", returnPath: "/order" };

describe("who pays what", () => {
  it("gives employees the employee price, paid members the member price, others the regular price", async () => {
    const calc = async (id: string) =>
      ((await call(id, "/api/orders/calculate", { items: items() })).body.data as OrderCalculation).amounts;
    expect(await calc("staff")).toMatchObject({ employeeAddDcAmt: 5000, netAmt: item.saleUprc - 5000 });
    expect(await calc("demo")).toMatchObject({ userAddDcAmt: 2000, employeeAddDcAmt: 0, netAmt: item.saleUprc - 2000 });
    expect(await calc("basic")).toMatchObject({ userAddDcAmt: 0, employeeAddDcAmt: 0, netAmt: item.saleUprc });
    const sheet = (await call("staff", "/api/orders/order", { items: items() })).body.data as OrderSheet;
    expect(sheet.orderer).toMatchObject({ isEmp: true, empNo: "E0001" });
  });

  it("keeps the paid-only coupon classes from a member who is not paid", async () => {
    const [paidOnly] = await queryRows<{ cpnIssuNo: string }>(
      t.database.db,
      sql`select p.cpn_issu_no as "cpnIssuNo" from coupon_publications p join coupon_definitions d on d.cpn_cd = p.cpn_cd
        join members m on m.mber_no = p.mber_no
        where m.login_id = 'basic' and d.clssfc_of_cpon_applc in ('80', '90', '100', '110') and p.status = 'ISSUED' limit 1`,
    );
    const sheet = (await call("basic", "/api/orders/order", { items: items() })).body.data as OrderSheet;
    expect(sheet.coupons.some((c) => ["80", "90", "100", "110"].includes(c.clssfcOfCponApplc))).toBe(false);
    const res = await call("basic", "/api/orders/calculate", { items: items(), couponCds: [paidOnly!.cpnIssuNo] });
    expect(res.body.code).toBe("ORD0003");
  });

  it("uses stamps on an order and gives them back when it is cancelled; other members cannot see it", async () => {
    const mberNo = (
      await queryRows<{ m: string }>(t.database.db, sql`select mber_no as m from members where login_id = 'basic'`)
    )[0]!.m;
    await recordStampTransaction(t.database.db, { mberNo, type: "RELOAD", quantity: 20 });
    const stamps = async () =>
      (
        await queryRows<{ b: number }>(
          t.database.db,
          sql`select balance as b from stamp_balances where mber_no = ${mberNo}`,
        )
      )[0]!.b;
    const before = await stamps();
    const s = (
      await call("basic", "/api/orders", {
        ...order,
        items: items(),
        stampUseCnt: 20,
        payMethod: "CARD",
        expectedNetAmt: item.saleUprc - 10_000,
      })
    ).body.data as OrderStart;
    expect(s.netAmt).toBe(item.saleUprc - 10_000);
    expect(await stamps()).toBe(before - 20);
    expect((await call("demo", `/api/orders/${s.orderNo}`)).body.code).toBe("ORD0001");

    // The card is declined: the order stays unpaid; then the member cancels it.
    const declined = await paySandbox(t, s.payUrl!, { cardNo: "5555 4444 3333 1111" });
    expect(declined.query.code).toBe("PAY_DECLINED");
    const res = await call("basic", `/api/orders/${s.orderNo}/pay-cancel`, { code: "PAY_DECLINED", message: "거절" });
    expect(res.body.data).toEqual({ code: "PAY_DECLINED", message: "거절", orderNo: s.orderNo });
    expect(((await call("basic", `/api/orders/${s.orderNo}`)).body.data as OrderDetail).orderStatCd).toBe("00");
    const cancelled = (await call("basic", `/api/orders/${s.orderNo}/cancel`, {})).body.data as OrderDetail;
    expect(cancelled.orderStatCd).toBe("09");
    expect(await stamps()).toBe(before);
  });
});
