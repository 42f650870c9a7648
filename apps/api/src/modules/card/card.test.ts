import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { cardNumber, luhnCheckDigit } from "./card-number";

const CARD = "/user-api/v1.0.0/api/membership/card";
type Status = { mbrshCardNo: string | null; status: string; history: { mbrshCardNo: string; status: string }[] };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe("card loss report and reissue", () => {
  it("blocks the card, hides its number and issues a new valid one", async () => {
    const demo = member((await t.login("demo")).access);
    const before = (await t.call(CARD, { headers: demo })).body.data as Status;
    expect(before).toMatchObject({ mbrshCardNo: "9410202103150018", status: "ACTIVE" });

    const lost = await t.call(`${CARD}/loss`, { method: "POST", headers: demo });
    expect(lost.body.data).toMatchObject({ mbrshCardNo: null, status: "LOST" });
    const check = (await t.call("/auth-api/v1.0.0/api/check", { headers: demo })).body.data as {
      mbrshCardNo: string | null;
    };
    expect(check.mbrshCardNo).toBeNull();
    expect((await t.call(`${CARD}/loss`, { method: "POST", headers: demo })).body.code).toBe("CARD0001");

    const reissued = (await t.call(`${CARD}/reissue`, { method: "POST", headers: demo })).body.data as Status;
    expect(reissued.status).toBe("ACTIVE");
    expect(reissued.mbrshCardNo).toMatch(/^9410\d{12}$/);
    expect(reissued.mbrshCardNo).not.toBe(before.mbrshCardNo);
    expect(reissued.history.map((c) => c.status)).toEqual(["ACTIVE", "REPLACED"]);
    expect((await t.call(`${CARD}/reissue`, { method: "POST", headers: demo })).body.code).toBe("CARD0002");
  });

  it("makes Luhn-valid 16-digit numbers", () => {
    const n = cardNumber();
    expect(n).toMatch(/^\d{16}$/);
    expect(luhnCheckDigit(n.slice(0, 15))).toBe(Number(n[15]));
    expect(luhnCheckDigit("7992739871")).toBe(3);
  });
});
