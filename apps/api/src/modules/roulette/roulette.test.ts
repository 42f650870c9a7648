import type { RouletteEvent, RouletteSpinPage, RouletteSpinResult } from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertOrder, newSignedInMember } from "../../test/engagement-helper";
import { startTestServer, type TestServer } from "../../test/harness";
import { certainWheel } from "./roulette.test-helper";

const USER = "/user-api/v1.0.0/api";
const MNGR = "/mngr-api/v1.0.0/api/roulette";
const KEY = "roulette-store-key";
const store = { "x-mngr-key": KEY };
const DAY = 86_400_000;
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ env: { MNGR_API_KEY: KEY } });
});
afterAll(() => t.close());

/** A new member, signed in: headers and member number. */
const newMember = () => newSignedInMember(t);
const create = async (body: unknown) => {
  const res = await t.call(MNGR, { method: "POST", body, headers: store });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as RouletteEvent;
};
const spin = (eventCd: string, headers: Record<string, string>) =>
  t.call(`${USER}/roulette/${eventCd}/spin`, { method: "POST", headers });
const spun = async (eventCd: string, headers: Record<string, string>) => {
  const res = await spin(eventCd, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as RouletteSpinResult;
};
const get = async <T>(path: string, headers: Record<string, string>) =>
  (await t.call(`${USER}${path}`, { headers })).body.data as T;

describe("the roulette event", () => {
  it("shows the running event to a guest: the wheel, odds adding up to 100 %, no allowance", async () => {
    const res = await t.call(`${USER}/roulette`);
    expect(res.status).toBe(200);
    const event = res.body.data as RouletteEvent;
    expect(event).toMatchObject({ eventCd: "ROULETTE-YEAREND", status: "OPEN", allowance: null });
    expect(event.prizes.map((p) => p.slot)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(event.prizes.reduce((s, p) => s + p.oddsBp, 0)).toBe(10_000);
    expect(event.prizes.find((p) => p.kind === "NONE")).toMatchObject({ label: "다음 기회에", stockLeft: null });
    const ended = await t.call(`${USER}/roulette?eventCd=ROULETTE-AUTUMN`);
    expect((ended.body.data as RouletteEvent).status).toBe("CLOSED");
    expect((await t.call(`${USER}/roulette?eventCd=NOPE`)).body.code).toBe("ROUL0001");
  });

  it("refuses a guest's spin, and spins of an ended or upcoming event", async () => {
    expect((await spin("ROULETTE-YEAREND", {})).body.code).toBe("NON_MEMBER");
    const m = await newMember();
    expect((await spin("ROULETTE-AUTUMN", m.headers)).body.code).toBe("ROUL0003");
    const later = await create(certainWheel({ kind: "STAMP", amount: 1, oddsBp: 10_000 }, { from: DAY, to: 2 * DAY }));
    expect(later.status).toBe("UPCOMING");
    const refused = await spin(later.eventCd, m.headers);
    expect([refused.status, refused.body.code]).toEqual([409, "ROUL0002"]);
    expect((await spin("NOPE", m.headers)).body.code).toBe("ROUL0001");
  });
});

describe("a spin", () => {
  it("puts a won coupon in the member's coupon box at once, then refuses a second spin today", async () => {
    const m = await newMember();
    const event = await create(
      certainWheel({ kind: "COUPON", cpnCd: "CPN-ROULETTE-5000", validDays: 14, oddsBp: 10_000 }),
    );
    const before = await get<RouletteEvent>(`/roulette?eventCd=${event.eventCd}`, m.headers);
    expect(before.allowance).toMatchObject({ allowed: 1, used: 0, left: 1, purchaseBonus: false });
    const { spin: won, allowance } = await spun(event.eventCd, m.headers);
    expect(won.prize).toMatchObject({ kind: "COUPON", slot: 0, label: "룰렛 당첨 5,000원 할인" });
    expect(won.cpnIssuNo).toMatch(/^CI/);
    expect(allowance).toMatchObject({ used: 1, left: 0 });
    const coupons = await get<{ cpnIssuNo: string; couponName: string }[]>(
      "/membership/coupon/publish?searchType=AVAILABLE",
      m.headers,
    );
    expect(coupons.find((c) => c.cpnIssuNo === won.cpnIssuNo)?.couponName).toBe("룰렛 당첨 5,000원 할인");
    const again = await spin(event.eventCd, m.headers);
    expect([again.status, again.body.code]).toEqual([409, "ROUL0004"]);
    expect(again.body.message).toBe("오늘 돌릴 수 있는 횟수를 모두 사용했습니다");
  });

  it("credits stamps and prepaid won to the member's card and ledger", async () => {
    const m = await newMember();
    const stamps = await create(certainWheel({ kind: "STAMP", amount: 3, oddsBp: 10_000, stock: 5 }));
    const cardBefore = await get<{ balance: number }>("/membership/stamps", m.headers);
    expect((await spun(stamps.eventCd, m.headers)).spin.prize).toMatchObject({ kind: "STAMP", amount: 3 });
    expect((await get<{ balance: number }>("/membership/stamps", m.headers)).balance).toBe(cardBefore.balance + 3);
    const prepaid = await create(certainWheel({ kind: "PREPAID", amount: 1000, oddsBp: 10_000 }));
    expect((await spun(prepaid.eventCd, m.headers)).spin.prize).toMatchObject({ kind: "PREPAID", amount: 1000 });
    expect((await get<{ balance: number }>("/membership/prepaid", m.headers)).balance).toBe(1000);
    const history = await get<{ list: { description: string; amount: number }[] }>(
      "/membership/prepaid/history",
      m.headers,
    );
    expect(history.list[0]).toMatchObject({ amount: 1000 });
    expect(history.list[0]!.description).toContain("룰렛 당첨");
    const left = await get<RouletteEvent>(`/roulette?eventCd=${stamps.eventCd}`, m.headers);
    expect(left.prizes[0]).toMatchObject({ stockLeft: 4, stockTotal: 5 });
  });

  it("gives one more spin after a paid order that day", async () => {
    const m = await newMember();
    const event = await create(certainWheel({ kind: "STAMP", amount: 1, oddsBp: 10_000 }));
    await spun(event.eventCd, m.headers);
    expect((await spin(event.eventCd, m.headers)).body.code).toBe("ROUL0004");
    await insertOrder(t.database.db, m.mberNo, "TESTITEM", "03", t.now());
    const withBonus = await get<RouletteEvent>(`/roulette?eventCd=${event.eventCd}`, m.headers);
    expect(withBonus.allowance).toMatchObject({ allowed: 2, used: 1, left: 1, purchaseBonus: true });
    expect((await spun(event.eventCd, m.headers)).allowance.left).toBe(0);
    expect((await spin(event.eventCd, m.headers)).body.code).toBe("ROUL0004");
  });

  it("gives 'next time' when the drawn prize has run out, and lists the member's spins newest first", async () => {
    const event = await create(certainWheel({ kind: "STAMP", amount: 2, oddsBp: 10_000, stock: 1 }));
    const first = await newMember();
    const second = await newMember();
    expect((await spun(event.eventCd, first.headers)).spin).toMatchObject({ soldOutFallback: false });
    const fallback = (await spun(event.eventCd, second.headers)).spin;
    expect(fallback).toMatchObject({ soldOutFallback: true, prize: { kind: "NONE", label: "다음 기회에" } });
    const page = await get<RouletteSpinPage>("/roulette/spins", second.headers);
    expect(page.totalCnt).toBe(1);
    expect(page.list[0]).toMatchObject({ spinNo: fallback.spinNo, eventTitle: event.title, prize: { kind: "NONE" } });
    expect((await t.call(`${USER}/roulette/spins`)).body.code).toBe("NON_MEMBER");
  });
});

describe("the store side", () => {
  it("needs the key, checks the wheel and refuses unknown coupons and a taken code", async () => {
    const body = certainWheel({ kind: "STAMP", amount: 1, oddsBp: 10_000 });
    expect((await t.call(MNGR, { method: "POST", body })).status).toBe(403);
    const bad = await t.call(MNGR, {
      method: "POST",
      headers: store,
      body: { ...body, prizes: body.prizes.map((p, i) => (i === 0 ? { ...p, oddsBp: 9_000 } : p)) },
    });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringMatching(/add up to 10000/)]);
    const few = await t.call(MNGR, {
      method: "POST",
      headers: store,
      body: { ...body, prizes: body.prizes.slice(0, 5) },
    });
    expect(few.status).toBe(400);
    const unknown = await t.call(MNGR, {
      method: "POST",
      headers: store,
      body: certainWheel({ kind: "COUPON", cpnCd: "CPN-NOPE", oddsBp: 10_000 }),
    });
    expect([unknown.status, unknown.body.code]).toEqual([400, "ROUL0006"]);
    await create(body);
    expect((await t.call(MNGR, { method: "POST", headers: store, body })).body.code).toBe("ROUL0005");
    // A short event running beside the year-end one does not hide it: /roulette shows the one that ends last.
    expect(((await t.call(`${USER}/roulette`)).body.data as RouletteEvent).eventCd).toBe("ROULETTE-YEAREND");
  });
});
