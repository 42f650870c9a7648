import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../app/http/errors";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { checkStampModel } from "../../test/stamp-model";
import * as repo from "./stamps.repository";
import { recordStampTransaction } from "./stamps.routes";

const STAMPS = "/user-api/v1.0.0/api/membership/stamps";
const DEMO = "M202103150001";
const BASIC = "M202308020002";

let t: TestServer;
let demo: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  demo = member((await t.login("demo")).access);
});
afterAll(() => t.close());

describe("stamp card and history", () => {
  it("shows the balance, the reward progress and a ledger that adds up", async () => {
    const card = (await t.call(STAMPS, { headers: demo })).body.data as Record<string, number>;
    expect(card).toMatchObject({ balance: 11, stampsPerReward: 10, rewardProgress: 1, rewardsAvailable: 1 });
    const history = (await t.call(`${STAMPS}/history?pageNo=1&pageSize=50`, { headers: demo })).body.data as {
      totalCnt: number;
      list: { type: string; quantity: number; balanceAfter: number; refStampTxNo: number | null }[];
    };
    expect(history.totalCnt).toBe(history.list.length);
    expect(history.list.reduce((s, r) => s + r.quantity, 0)).toBe(11);
    expect(history.list[0]!.balanceAfter).toBe(11);
    const types = new Set(history.list.map((r) => r.type));
    expect(types.size).toBeGreaterThanOrEqual(8);
    expect(history.list.find((r) => r.type === "REDEEM_VOID")!.refStampTxNo).not.toBeNull();
  });

  it("exchanges a full card for the reward coupon once, then refuses", async () => {
    const first = await t.call(`${STAMPS}/redeem`, { method: "POST", headers: demo });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ balance: 1, couponName: expect.stringContaining("스탬프") });
    const coupons = (
      await t.call("/user-api/v1.0.0/api/membership/coupon/publish?searchType=AVAILABLE", { headers: demo })
    ).body.data as { cpnIssuNo: string }[];
    expect(coupons.map((c) => c.cpnIssuNo)).toContain((first.body.data as { cpnIssuNo: string }).cpnIssuNo);
    const second = await t.call(`${STAMPS}/redeem`, { method: "POST", headers: demo });
    expect(second.status).toBe(400);
    expect(second.body.code).toBe("STMP0001");
    expect(await repo.ledgerSum(t.database.db, DEMO)).toBe(await repo.findBalance(t.database.db, DEMO));
  });

  it("lets a void apply once and only to an original of its kind", async () => {
    const db = t.database.db;
    const earn = await recordStampTransaction(db, { mberNo: BASIC, type: "RELOAD", quantity: 3 });
    await expect(
      recordStampTransaction(db, { mberNo: BASIC, type: "REDEEM_VOID", quantity: 1, refStampTxNo: earn.stampTxNo }),
    ).rejects.toThrow(AppError);
    const voided = await recordStampTransaction(db, {
      mberNo: BASIC,
      type: "RELOAD_VOID",
      quantity: 1,
      refStampTxNo: earn.stampTxNo,
    });
    expect(voided.quantity).toBe(-3);
    await expect(
      recordStampTransaction(db, { mberNo: BASIC, type: "RELOAD_REVERSAL", quantity: 3, refStampTxNo: earn.stampTxNo }),
    ).rejects.toMatchObject({ def: { code: "STMP0002" } });
  });
});

describe("model-based: random sequences of the eleven types", () => {
  it("keep balance = ledger sum, never below zero, and agree with applyStampTransaction", async () => {
    await checkStampModel(t.database.db, "M201905200003", [1, 2, 3]);
  });
});
