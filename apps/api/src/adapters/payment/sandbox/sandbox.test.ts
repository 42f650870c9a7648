import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, startTestServer, type TestServer } from "../../../test/harness";
import { paySandbox } from "../../../test/sandbox-pay";
import { checkSandboxCard } from "./sandbox-card";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe("sandbox card rules", () => {
  const today = "2026-11-22";
  it("approves the test card with password 00 and masks it", () => {
    expect(checkSandboxCard({ cardNo: "4111-1111-1111-1111", expiry: "11/26", cardPw: "00" }, today)).toEqual({
      kind: "approved",
      maskedCardNo: "4111-****-****-1111",
    });
  });
  it("declines other cards and passwords, refuses malformed or expired input", () => {
    expect(checkSandboxCard({ cardNo: "5555444433331111", expiry: "12/30", cardPw: "00" }, today).kind).toBe(
      "declined",
    );
    expect(checkSandboxCard({ cardNo: "4111111111111111", expiry: "12/30", cardPw: "01" }, today).kind).toBe(
      "declined",
    );
    expect(checkSandboxCard({ cardNo: "4111", expiry: "12/30", cardPw: "00" }, today).kind).toBe("invalid");
    expect(checkSandboxCard({ cardNo: "4111111111111111", expiry: "10/26", cardPw: "00" }, today).kind).toBe("invalid");
    expect(checkSandboxCard({ cardNo: "4111111111111111", expiry: "1230", cardPw: "00" }, today).kind).toBe("invalid");
    expect(checkSandboxCard({ cardNo: "4111111111111111", expiry: "12/30", cardPw: "0" }, today).kind).toBe("invalid");
  });
});

describe("hosted payment page", () => {
  it("answers 404 for an unknown payment and closes a payment after its outcome", async () => {
    expect((await fetch(`${t.base}/sandbox/pay?orderNo=NOPE`)).status).toBe(404);
    const basic = member((await t.login("basic")).access);
    const start = await t.call("/user-api/v1.0.0/api/membership/prePaidCharge", {
      method: "POST",
      headers: basic,
      body: { amount: 10_000, returnPath: "/membershipPay?tab=prepaid" },
    });
    const { payUrl } = start.body.data as { payUrl: string };
    const first = await paySandbox(t, payUrl);
    expect(first.status).toBe(303);
    const again = await paySandbox(t, payUrl);
    expect(again.pageHtml).toContain("이미 처리된 결제");
    expect(again.status).toBe(409);
  });
});
