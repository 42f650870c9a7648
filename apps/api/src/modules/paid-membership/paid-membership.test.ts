import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { paySandbox } from "../../test/sandbox-pay";
import { nextPeriodStart } from "./paid-membership.usecases";

const USER = "/user-api/v1.0.0/api/membership";
const CONFIRM = "/commerce-api/v1.0.0/api/payments/confirm";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe("paid membership", () => {
  it("answers the paid-member check: demo yes, basic no", async () => {
    const demo = member((await t.login("demo")).access);
    const basic = member((await t.login("basic")).access);
    expect((await t.call(`${USER}/isPaidMber`, { headers: demo })).body.data).toBe(true);
    expect((await t.call(`${USER}/isPaidMber`, { headers: basic })).body.data).toBe(false);
  });

  it("joins through the sandbox: pay page, redirect with a key, confirm once, coupons unlocked", async () => {
    const basic = member((await t.login("basic")).access);
    const coupons = async () =>
      ((await t.call(`${USER}/coupon/publish?searchType=AVAILABLE`, { headers: basic })).body.data as unknown[]).length;
    const before = await coupons();
    const start = await t.call(`${USER}/paid/pay`, {
      method: "POST",
      headers: basic,
      body: { returnPath: "/membershipPay?step=done" },
    });
    expect(start.status).toBe(200);
    const { payUrl, orderNo, amount } = start.body.data as { payUrl: string; orderNo: string; amount: number };
    expect(amount).toBe(30_000);
    const paid = await paySandbox(t, payUrl);
    expect(paid.pageHtml).toContain("30,000원");
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(/^\/membershipPay\?step=done&paymentKey=/);
    expect(paid.query).toMatchObject({ orderNo, amount: "30000" });

    const wrongAmount = await t.call(CONFIRM, {
      method: "POST",
      headers: basic,
      body: { ...paid.query, amount: 3000 },
    });
    expect(wrongAmount.body.code).toBe("PAY0002");
    const confirm = await t.call(CONFIRM, { method: "POST", headers: basic, body: paid.query });
    expect(confirm.status).toBe(200);
    expect(confirm.body.data).toMatchObject({
      orderNo,
      purpose: "PAID_MEMBERSHIP",
      amount: 30_000,
      status: "DONE",
      cardNo: "4111-****-****-1111",
    });
    const again = await t.call(CONFIRM, { method: "POST", headers: basic, body: paid.query });
    expect(again.body.data).toEqual(confirm.body.data);

    expect((await t.call(`${USER}/isPaidMber`, { headers: basic })).body.data).toBe(true);
    const info = (await t.call(`${USER}/paid`, { headers: basic })).body.data as {
      paidMberYn: string;
      canRenew: boolean;
    };
    expect(info).toMatchObject({ paidMberYn: "Y", canRenew: false });
    expect(await coupons()).toBe(before + 4);
    const periods = await t.database.db.execute(
      "select count(*)::int as n from paid_memberships where mber_no = 'M202308020002'",
    );
    expect((periods as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    // Too early to renew a fresh year.
    const early = await t.call(`${USER}/paid/pay`, {
      method: "POST",
      headers: basic,
      body: { returnPath: "/membershipPay" },
    });
    expect(early.body.code).toBe("PAID0001");
  });

  it("declines other cards and handles cancel, with nothing to confirm", async () => {
    const staff = member((await t.login("staff")).access);
    const start = async () =>
      (await t.call(`${USER}/paid/pay`, { method: "POST", headers: staff, body: { returnPath: "/membershipPay" } }))
        .body.data as { payUrl: string; orderNo: string };
    const declined = await paySandbox(t, (await start()).payUrl, { cardNo: "5555 4444 3333 1111" });
    expect(declined.query).toMatchObject({ code: "PAY_DECLINED" });
    const wrongPw = await paySandbox(t, (await start()).payUrl, { cardPw: "12" });
    expect(wrongPw.query.code).toBe("PAY_DECLINED");
    const cancelled = await paySandbox(t, (await start()).payUrl, { action: "cancel" });
    expect(cancelled.query.code).toBe("PAY_CANCELLED");
    const forged = await t.call(CONFIRM, {
      method: "POST",
      headers: staff,
      body: { paymentKey: "sbx_forged", orderNo: cancelled.query.orderNo, amount: 30000 },
    });
    expect(forged.body.code).toBe("PAY0003");
    const invalid = await paySandbox(t, (await start()).payUrl, { expiry: "13/30" });
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain("유효기간");
    expect(invalid.html).toContain('value="4111 1111 1111 1111"');
    expect(invalid.html).not.toContain('value="00"');
    expect((await t.call(`${USER}/isPaidMber`, { headers: staff })).body.data).toBe(false);
  });

  it("grants a second charged year after the first when two payments raced past the start check", async () => {
    const staff = member((await t.login("staff")).access);
    const start = async () =>
      (await t.call(`${USER}/paid/pay`, { method: "POST", headers: staff, body: { returnPath: "/membershipPay" } }))
        .body.data as { payUrl: string };
    const [a, b] = [await start(), await start()];
    for (const started of [a, b]) {
      const paid = await paySandbox(t, started.payUrl);
      expect((await t.call(CONFIRM, { method: "POST", headers: staff, body: paid.query })).status).toBe(200);
    }
    const info = (await t.call(`${USER}/paid`, { headers: staff })).body.data as {
      paidMberYn: string;
      endDate: string;
      renewedUntil: string;
    };
    expect(info.paidMberYn).toBe("Y");
    expect(info.renewedUntil > info.endDate).toBe(true);
  });

  it("refuses a return path outside the site", async () => {
    const staff = member((await t.login("staff")).access);
    for (const returnPath of ["https://evil.example/", "//evil.example/x"]) {
      const res = await t.call(`${USER}/paid/pay`, { method: "POST", headers: staff, body: { returnPath } });
      expect(res.status).toBe(400);
    }
  });

  it("starts a renewal the day after the current end, inside the 30-day window", () => {
    expect(nextPeriodStart(null, "2026-11-22")).toBe("2026-11-22");
    expect(nextPeriodStart("2026-11-01", "2026-11-22")).toBe("2026-11-22");
    expect(nextPeriodStart("2026-12-10", "2026-11-22")).toBe("2026-12-11");
    expect(nextPeriodStart("2027-01-10", "2026-11-22")).toBeNull();
  });
});
