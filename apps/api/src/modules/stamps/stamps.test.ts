import { STAMP_TRANSACTION_TYPES, type StampTransactionType } from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../app/http/errors";
import { member, startTestServer, type TestServer } from "../../test/harness";
import * as repo from "./stamps.repository";
import { applyStampTransaction, CANCELS } from "./stamps.rules";
import { recordStampTransaction } from "./stamps.usecases";

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

/** A small deterministic generator so a failure can be replayed from its seed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe("model-based: random sequences of the eleven types", () => {
  it("keep balance = ledger sum, never below zero, and agree with applyStampTransaction", async () => {
    const db = t.database.db;
    const mberNo = "M201905200003";
    for (const seed of [1, 2, 3]) {
      const random = rng(seed);
      let model = await repo.findBalance(db, mberNo);
      const originals: { stampTxNo: number; type: StampTransactionType; qty: number; cancelled: boolean }[] = [];
      for (let step = 0; step < 60; step++) {
        const type = STAMP_TRANSACTION_TYPES[Math.floor(random() * STAMP_TRANSACTION_TYPES.length)]!;
        const target = CANCELS[type];
        const candidates = target ? originals.filter((o) => o.type === target) : [];
        const ref = candidates.length > 0 ? candidates[Math.floor(random() * candidates.length)] : undefined;
        const qty = ref ? ref.qty : 1 + Math.floor(random() * 6);
        let expected = applyStampTransaction(model, type, qty);
        if (target && (!ref || ref.cancelled)) expected = { ok: false, reason: "invalidQuantity" };
        try {
          const row = await recordStampTransaction(db, {
            mberNo,
            type,
            quantity: qty,
            ...(ref ? { refStampTxNo: ref.stampTxNo } : {}),
          });
          expect(expected.ok, `seed ${seed} step ${step} ${type} accepted`).toBe(true);
          model += row.quantity;
          expect(row.balanceAfter).toBe(model);
          if (ref) ref.cancelled = true;
          if (["RELOAD", "REDEEM", "ENFORCE_RELOAD"].includes(type)) {
            originals.push({ stampTxNo: row.stampTxNo, type, qty, cancelled: false });
          }
        } catch (error) {
          expect(error, `seed ${seed} step ${step} ${type}`).toBeInstanceOf(AppError);
          expect(expected.ok, `seed ${seed} step ${step} ${type} refused`).toBe(false);
        }
        expect(model).toBeGreaterThanOrEqual(0);
        expect(await repo.findBalance(db, mberNo)).toBe(model);
      }
      expect(await repo.ledgerSum(db, mberNo)).toBe(model);
    }
  });
});
