import type { ReturnDetail } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { newSignedInMember } from "../../test/engagement-helper";
import { startTestServer, type TestServer } from "../../test/harness";
import { registerEasyPayCard } from "../../test/sandbox-pay";
import { addAddress, receivedOrder } from "./returns.test-helper";

const USER = "/user-api/v1.0.0/api/returns";
const MNGR = "/mngr-api/v1.0.0/api/returns";
const KEY = "returns-easypay-store-key";
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ env: { MNGR_API_KEY: KEY } });
});
afterAll(() => t.close());

const newMember = () => newSignedInMember(t);

/** A change-of-mind return picked up by courier from a delivered order: 3,000 won of fee due. */
async function feeDue(m: { headers: Record<string, string>; mberNo: string }) {
  const o = await receivedOrder(t.database.db, m.mberNo, {
    lines: [{ qty: 2, price: 30_000 }],
    cardAmt: 63_000,
    dlvrAmt: 3_000,
    receivedAt: t.now(),
  });
  const res = await t.call(USER, {
    method: "POST",
    headers: m.headers,
    body: {
      orderNo: o.orderNo,
      type: "RETURN",
      reasonCd: "01",
      collectMethod: "PICKUP",
      addrNo: await addAddress(t.database.db, m.mberNo),
      lines: [{ orderItemNo: 1, qty: 1 }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const r = res.body.data as ReturnDetail;
  expect(r).toMatchObject({ status: "FEE_DUE", feeAmt: 3_000 });
  return r;
}

const payByEasyPay = (headers: Record<string, string>, returnNo: string, billkey: string, password = "000000") =>
  t.call(`${USER}/${returnNo}/fee`, {
    method: "POST",
    headers,
    body: { payMethod: "EASYPAY", returnPath: "/return/payment/complete", billkey, password },
  });

/** The provider's charges of a return's fee (every attempt `<returnNo>-<n>`) and our payment records. */
const charges = async (returnNo: string) => ({
  provider: await queryRows<{ status: string; method: string; amount: number }>(
    t.database.db,
    sql`select status, method, amount from sandbox_payments where order_no like ${`${returnNo}-%`}
      and status = 'CAPTURED'`,
  ),
  ours: await queryRows<{ purpose: string; amount: number }>(
    t.database.db,
    sql`select purpose, amount from payments where order_no like ${`${returnNo}-%`} and status = 'DONE'`,
  ),
});

describe("the return fee paid by easy pay", () => {
  it("charges the registered card once after the payment password; a second payment finds nothing due", async () => {
    const m = await newMember();
    const billkey = await registerEasyPayCard(t, m.headers);
    const r = await feeDue(m);

    const wrong = await payByEasyPay(m.headers, r.returnNo, billkey, "123456");
    expect(wrong.body.code).toBe("EASY0002");
    const unknownCard = await payByEasyPay(m.headers, r.returnNo, "no-such-billkey");
    expect(unknownCard.body.code).toBe("EASY0004");
    expect((await charges(r.returnNo)).provider).toEqual([]);

    const paid = await payByEasyPay(m.headers, r.returnNo, billkey);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ amount: 3_000, payUrl: null });
    const detail = (await t.call(`${USER}/${r.returnNo}`, { headers: m.headers })).body.data as ReturnDetail;
    expect(detail).toMatchObject({ status: "REQUESTED", feePaid: true });
    expect(detail.timeline.map((h) => h.status)).toEqual(["FEE_DUE", "REQUESTED"]);

    const again = await payByEasyPay(m.headers, r.returnNo, billkey);
    expect([again.status, again.body.code]).toEqual([409, "RTN0007"]);
    expect(await charges(r.returnNo)).toEqual({
      provider: [{ status: "CAPTURED", method: "BILLKEY", amount: 3_000 }],
      ours: [{ purpose: "RETURN_FEE", amount: 3_000 }],
    });
    // Paid, the store may collect it now.
    const collected = await t.call(`${MNGR}/${r.returnNo}/status`, {
      method: "POST",
      body: { to: "COLLECTED", reason: "" },
      headers: { "x-mngr-key": KEY },
    });
    expect(collected.status, JSON.stringify(collected.body)).toBe(200);
  });

  it("two taps at once charge once", async () => {
    const m = await newMember();
    const billkey = await registerEasyPayCard(t, m.headers);
    const r = await feeDue(m);
    const answers = await Promise.all([
      payByEasyPay(m.headers, r.returnNo, billkey),
      payByEasyPay(m.headers, r.returnNo, billkey),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.code)).toEqual([
      expect.stringMatching(/^(RTN0007|ORD0015)$/),
    ]);
    const { provider, ours } = await charges(r.returnNo);
    expect([provider.length, ours.length]).toEqual([1, 1]);
    const detail = (await t.call(`${USER}/${r.returnNo}`, { headers: m.headers })).body.data as ReturnDetail;
    expect(detail.timeline.map((h) => h.status)).toEqual(["FEE_DUE", "REQUESTED"]);
  });
});
