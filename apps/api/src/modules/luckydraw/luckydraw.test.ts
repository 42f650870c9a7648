import type {
  AlarmPage,
  LuckyDrawDetail,
  LuckyDrawSummary,
  LuckyEntry,
  LuckyOrderResult,
  OrderDetail,
} from "@cellar/contracts";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { addDays, seoulDate } from "../../app/seoul-date";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { paySandbox } from "../../test/sandbox-pay";
import { startLuckyDrawJobs } from "./luckydraw.jobs";
import {
  addEntries,
  addMembers,
  CONFIRM,
  depsOf,
  entriesOf,
  LUCKY_KEY,
  MNGR,
  newDraw,
  store,
  USER,
} from "./luckydraw.test-helper";
import { expireUnpaidWins, runDueDraws } from "./luckydraw-run.usecases";

let t: TestServer;
let demo: Record<string, string>;
let basic: Record<string, string>;
const DEMO = "M202103150001";
const BASIC = "M202308020002";

beforeAll(async () => {
  t = await startTestServer({ env: { MNGR_API_KEY: LUCKY_KEY } });
  demo = member((await t.login("demo")).access);
  basic = member((await t.login("basic")).access);
});
afterAll(() => t.close());

const apply = (cd: string, headers: Record<string, string>, tnantCd: string) =>
  t.call(`${USER}/${cd}/entry`, { method: "POST", headers, body: { tnantCd } });
const run = (cd: string) => t.call(`${MNGR}/${cd}/draw`, { method: "POST", headers: store });
const alarmsOf = (mberNo: string, since: Date) =>
  queryRows<{ title: string; link: string }>(
    t.database.db,
    sql`select title, link from alarms where mber_no = ${mberNo} and created_at >= ${since} order by id`,
  );

describe("lucky draw list, detail and entry", () => {
  it("seeds open, upcoming and drawn draws: the demo entered one, won one to pay and lost one", async () => {
    const tab = async (name: string) =>
      ((await t.call(`${USER}?tab=${name}`, { headers: demo })).body.data as { list: LuckyDrawSummary[] }).list;
    const open = await tab("OPEN");
    expect(open.find((d) => d.luckyDrawCd === "LD-YAMAZAKI")).toMatchObject({ myEntry: null, state: "OPEN" });
    expect(open.find((d) => d.luckyDrawCd === "LD-HIBIKI")).toMatchObject({
      paidOnlyYn: "Y",
      myEntry: { result: "APPLIED" },
    });
    expect((await tab("UPCOMING")).find((d) => d.luckyDrawCd === "LD-BALVENIE")?.minGradNm).toBe("Black");
    const closed = await tab("CLOSED");
    const won = closed.find((d) => d.luckyDrawCd === "LD-MACALLAN")!;
    expect(won.myEntry).toMatchObject({ result: "WINNER", payState: "UNPAID" });
    expect(new Date(won.myEntry!.payDeadlineAt!).getTime()).toBeGreaterThan(t.now().getTime());
    expect(won.bottle.itemNm).toMatch(/^맥캘란/);
    expect(closed.find((d) => d.luckyDrawCd === "LD-OPUSONE")?.myEntry?.result).toBe("LOST");
    const history = (await t.call(`${USER}/history`, { headers: demo })).body.data as { list: LuckyDrawSummary[] };
    expect(history.list.map((d) => d.luckyDrawCd).sort()).toEqual(["LD-HIBIKI", "LD-MACALLAN", "LD-OPUSONE"]);
  });

  it("lists a draw in its tab and shows its rules, stores and the member's eligibility", async () => {
    const d = await newDraw(t, { winnerCnt: 3, reserveCnt: 3 });
    const open = (await t.call(`${USER}?tab=OPEN`)).body.data as { list: LuckyDrawSummary[] };
    expect(open.list.find((x) => x.luckyDrawCd === d.luckyDrawCd)).toMatchObject({ state: "OPEN", winnerCnt: 3 });
    const upcoming = (await t.call(`${USER}?tab=UPCOMING`)).body.data as { list: LuckyDrawSummary[] };
    expect(upcoming.list.some((x) => x.luckyDrawCd === d.luckyDrawCd)).toBe(false);
    const detail = (await t.call(`${USER}/${d.luckyDrawCd}`, { headers: demo })).body.data as LuckyDrawDetail;
    expect(detail.bottle.itemNm).toBe("맥캘란 12년 더블 캐스크");
    expect(detail.stores).toHaveLength(2);
    expect([detail.eligible, detail.ineligibleReason, detail.myEntry]).toEqual([true, null, null]);
    expect((await t.call(`${USER}/${d.luckyDrawCd}`)).body.data).toMatchObject({ eligible: null });
    expect((await t.call(`${USER}/NOPE-404`)).body.code).toBe("LKD0001");
  });

  it("takes one entry per member, at a store of the draw, inside the entry window", async () => {
    const d = await newDraw(t);
    const [s1, s2] = d.stores.map((s) => s.tnantCd);
    const first = await apply(d.luckyDrawCd, demo, s1!);
    expect(first.body.data).toMatchObject({ result: "APPLIED", tnantCd: s1, payState: "NONE" });
    const again = await apply(d.luckyDrawCd, demo, s2!);
    expect([again.status, again.body.code]).toEqual([409, "LKD0004"]);
    expect((await apply(d.luckyDrawCd, basic, "T9999")).body.code).toBe("LKD0006");
    const mine = (await t.call(`${USER}/${d.luckyDrawCd}`, { headers: demo })).body.data as LuckyDrawDetail;
    expect(mine.myEntry).toMatchObject({ tnantCd: s1, result: "APPLIED" });
    expect(mine.entryCnt).toBe(1);

    const upcoming = await newDraw(t, { startH: 1, endH: 2, announceH: 3 });
    expect((await apply(upcoming.luckyDrawCd, demo, s1!)).body.code).toBe("LKD0002");
    const closed = await newDraw(t, { startH: -3, endH: -1, announceH: 1 });
    expect((await apply(closed.luckyDrawCd, demo, s1!)).body.code).toBe("LKD0003");
    expect((await t.call(`${USER}/${d.luckyDrawCd}/entry`, { method: "POST", body: { tnantCd: s1 } })).status).toBe(
      401,
    );
  });

  it("lets only paid members into a paid-only draw and only the grade and up into a graded one", async () => {
    const paidOnly = await newDraw(t, { paidOnlyYn: "Y" });
    const s = paidOnly.stores[0]!.tnantCd;
    const seen = (await t.call(`${USER}/${paidOnly.luckyDrawCd}`, { headers: basic })).body.data as LuckyDrawDetail;
    expect([seen.eligible, seen.ineligibleReason]).toEqual([false, "PAID_ONLY"]);
    expect((await apply(paidOnly.luckyDrawCd, basic, s)).body.code).toBe("LKD0005");
    expect((await apply(paidOnly.luckyDrawCd, demo, s)).body.code).toBe("0000");

    const black = await newDraw(t, { minGradRegNo: "G03" });
    const gold = (await t.call(`${USER}/${black.luckyDrawCd}`, { headers: demo })).body.data as LuckyDrawDetail;
    expect([gold.minGradNm, gold.ineligibleReason]).toEqual(["Black", "GRADE"]);
    expect((await apply(black.luckyDrawCd, demo, s)).body.code).toBe("LKD0005");
  });

  it("refuses a minor (under 19, 만 나이) with LKD0005 and takes a member who turns 19 today", async () => {
    const today = seoulDate(t.now());
    const yearsAgo = (day: string) => `${Number(day.slice(0, 4)) - 19}${day.slice(5, 7)}${day.slice(8, 10)}`;
    const [minorNo] = await addMembers(t, 1, "G01", yearsAgo(addDays(today, 1)));
    const [adultNo] = await addMembers(t, 1, "G01", yearsAgo(today));
    const minor = member((await t.login(minorNo!.toLowerCase())).access);
    const adult = member((await t.login(adultNo!.toLowerCase())).access);
    const d = await newDraw(t);
    const s = d.stores[0]!.tnantCd;

    const seen = (await t.call(`${USER}/${d.luckyDrawCd}`, { headers: minor })).body.data as LuckyDrawDetail;
    expect([seen.eligible, seen.ineligibleReason]).toEqual([false, "NOT_ADULT"]);
    const refused = await apply(d.luckyDrawCd, minor, s);
    expect([refused.status, refused.body.code]).toEqual([403, "LKD0005"]);
    expect((await entriesOf(t, d.luckyDrawCd)).map((e) => e.mberNo)).toEqual([]);

    expect((await t.call(`${USER}/${d.luckyDrawCd}`, { headers: adult })).body.data).toMatchObject({
      eligible: true,
      ineligibleReason: null,
    });
    expect((await apply(d.luckyDrawCd, adult, s)).body.code).toBe("0000");
    expect((await entriesOf(t, d.luckyDrawCd)).map((e) => e.mberNo)).toEqual([adultNo]);
  });

  it("refuses the store side without its key and a draw whose times are out of order", async () => {
    expect((await t.call(`${MNGR}/X/draw`, { method: "POST" })).status).toBe(403);
    const now = t.now().getTime();
    const bad = await t.call(MNGR, {
      method: "POST",
      headers: store,
      body: {
        luckyDrawCd: "BAD-TIMES",
        title: "x",
        itemCd: "W0012",
        drawPrice: 1000,
        winnerCnt: 1,
        reserveCnt: 0,
        entryStartAt: new Date(now + 3_600_000).toISOString(),
        entryEndAt: new Date(now).toISOString(),
        announceAt: new Date(now + 7_200_000).toISOString(),
        tnantCds: ["T0001"],
      },
    });
    expect(bad.body.code).toBe("LKD0013");
  });
});

describe("the draw", () => {
  it("picks exactly N winners, then R reserves in order, keeps the record and alarms every entrant", async () => {
    const d = await newDraw(t, { winnerCnt: 3, reserveCnt: 2 });
    const since = t.now();
    const entrants = await addMembers(t, 10);
    await addEntries(t, d.luckyDrawCd, entrants, d.stores[0]!.tnantCd);
    await t.database.db.execute(
      sql`insert into push_tokens (push_token, mber_no) values ('tok-lucky-1', ${entrants[0]})`,
    );
    const first = await run(d.luckyDrawCd);
    expect(first.body.data).toMatchObject({ ran: true, entryCnt: 10, winnerCnt: 3, reserveCnt: 2 });
    const rows = await entriesOf(t, d.luckyDrawCd);
    const by = (r: string) => rows.filter((e) => e.result === r);
    expect([by("WINNER").length, by("RESERVE").length, by("LOST").length]).toEqual([3, 2, 5]);
    expect(
      by("RESERVE")
        .map((e) => e.reserveNo)
        .sort(),
    ).toEqual([1, 2]);
    expect(new Set(rows.map((e) => e.drawRank)).size).toBe(10);
    for (const w of by("WINNER")) expect(w.drawRank).toBeLessThanOrEqual(3);
    const [record] = await queryRows<{ entryCnt: number; result: unknown[] }>(
      t.database.db,
      sql`select entry_cnt as "entryCnt", result from lucky_draw_runs where lucky_draw_cd = ${d.luckyDrawCd}`,
    );
    expect(record!.result).toHaveLength(10);
    for (const m of entrants) expect(await alarmsOf(m, since)).toHaveLength(1);
    const winnerAlarm = await alarmsOf(by("WINNER")[0]!.mberNo, since);
    expect(winnerAlarm[0]!.title).toContain("당첨");
    const pushes = await queryRows<{ pushToken: string }>(
      t.database.db,
      sql`select push_token as "pushToken" from push_messages where mber_no = ${entrants[0]}`,
    );
    expect(pushes.map((p) => p.pushToken)).toEqual(["tok-lucky-1"]);

    const again = await run(d.luckyDrawCd);
    expect(again.body.data).toMatchObject({ ran: false, winnerCnt: 3 });
    expect((await entriesOf(t, d.luckyDrawCd)).map((e) => e.result)).toEqual(rows.map((e) => e.result));
    for (const m of entrants) expect(await alarmsOf(m, since)).toHaveLength(1);
    const late = await apply(d.luckyDrawCd, demo, d.stores[0]!.tnantCd);
    expect(late.body.code).toBe("LKD0003");
  });

  it("runs on its own at the announcement time (the job), once", async () => {
    const d = await newDraw(t, { winnerCnt: 5, startH: -1, endH: 0.5, announceH: 1 });
    await addEntries(t, d.luckyDrawCd, await addMembers(t, 3), d.stores[0]!.tnantCd);
    const deps = depsOf(t);
    expect((await runDueDraws(deps)).some((r) => r.luckyDrawCd === d.luckyDrawCd)).toBe(false);
    t.advance(61 * 60_000);
    const runs = await runDueDraws(deps);
    expect(runs.find((r) => r.luckyDrawCd === d.luckyDrawCd)).toMatchObject({ entryCnt: 3, winnerCnt: 3 });
    expect((await runDueDraws(deps)).some((r) => r.luckyDrawCd === d.luckyDrawCd)).toBe(false);
    expect((await entriesOf(t, d.luckyDrawCd)).every((e) => e.result === "WINNER")).toBe(true);
  });
});

describe("the jobs", () => {
  it("run a due draw and lapse overdue wins on their tick, logging what they did", async () => {
    const d = await newDraw(t, { winnerCnt: 1, startH: -1, endH: 0.01, announceH: 0.02 });
    await addEntries(t, d.luckyDrawCd, await addMembers(t, 2), d.stores[0]!.tnantCd);
    t.advance(2 * 60_000);
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const { payments, push, db, clock } = depsOf(t);
    const jobs = startLuckyDrawJobs({ db, clock, payments, push }, logger, 3_600_000);
    await jobs.tick();
    jobs.stop();
    expect((await entriesOf(t, d.luckyDrawCd)).filter((e) => e.result === "WINNER")).toHaveLength(1);
    expect(lines.some((l) => l.includes(d.luckyDrawCd) && l.includes("lucky draw run"))).toBe(true);
  });
});

describe("the winner's payment", () => {
  // Earlier tests moved the clock past the access tokens' lifetime.
  beforeEach(async () => {
    demo = member((await t.login("demo")).access);
    basic = member((await t.login("basic")).access);
  });
  const winnerAndLoser = async (reserveCnt = 0) => {
    const d = await newDraw(t, { winnerCnt: 1, reserveCnt });
    const s = d.stores[1]!.tnantCd;
    expect((await apply(d.luckyDrawCd, demo, s)).body.code).toBe("0000");
    expect((await apply(d.luckyDrawCd, basic, s)).body.code).toBe("0000");
    await run(d.luckyDrawCd);
    const rows = await entriesOf(t, d.luckyDrawCd);
    const won = rows.find((e) => e.result === "WINNER")!.mberNo === DEMO;
    return { d, s, winner: won ? demo : basic, loser: won ? basic : demo, winnerNo: won ? DEMO : BASIC, won };
  };
  const pay = (cd: string, headers: Record<string, string>) =>
    t.call(`${USER}/${cd}/pay`, {
      method: "POST",
      headers,
      body: { payMethod: "CARD", returnPath: "/luckydraw/complete" },
    });

  it("is the winner's alone, once, and makes a paid pick-up order at the chosen store", async () => {
    const { d, s, winner, loser } = await winnerAndLoser(0);
    expect((await pay(d.luckyDrawCd, loser)).body.code).toBe("LKD0008");
    const lost = (await t.call(`${USER}/${d.luckyDrawCd}`, { headers: loser })).body.data as LuckyDrawDetail;
    expect(lost.myEntry).toMatchObject({ result: "LOST", payState: "NONE" });

    const started = await pay(d.luckyDrawCd, winner);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { payUrl, amount } = started.body.data as { payUrl: string; amount: number };
    expect(amount).toBe(99_000);
    const paid = await paySandbox(t, payUrl);
    const confirm = await t.call(CONFIRM, { method: "POST", headers: winner, body: paid.query });
    expect(confirm.body).toMatchObject({ code: "0000", data: { purpose: "LUCKY_DRAW", amount: 99_000 } });

    const result = (await t.call(`${USER}/${d.luckyDrawCd}/order-result`, { headers: winner })).body
      .data as LuckyOrderResult;
    expect(result).toMatchObject({ payAmt: 99_000, optValue1: d.luckyDrawCd, quota: "00" });
    expect(result.tno).not.toBe("");
    const order = await t.call(`/commerce-api/v1.0.0/api/orders/${result.orderNo}`, { headers: winner });
    expect(order.body.data).toMatchObject({ orderStatCd: "01", tnantCd: s, orderDeliveryCd: "01" });
    expect((await pay(d.luckyDrawCd, winner)).body.code).toBe("LKD0009");
    expect((await t.call(`${USER}/${d.luckyDrawCd}/order-result`, { headers: loser })).body.code).toBe("LKD0014");
    const history = (await t.call(`${USER}/history`, { headers: winner })).body.data as { list: LuckyDrawSummary[] };
    expect(history.list.find((x) => x.luckyDrawCd === d.luckyDrawCd)?.myEntry).toMatchObject({
      result: "WINNER",
      payState: "PAID",
      orderNo: result.orderNo,
    });
  });

  it("tells the winner and the other entrant their results in their alarms (/api/alarms)", async () => {
    const { d, winner, loser } = await winnerAndLoser(0);
    const newest = async (headers: Record<string, string>) =>
      ((await t.call("/user-api/v1.0.0/api/alarms", { headers })).body.data as AlarmPage).list[0];
    const link = `/luckydraw/winning/detail?luckyDrawCd=${d.luckyDrawCd}`;
    const won = await newest(winner);
    expect(won).toMatchObject({ title: "럭키드로우 당첨을 축하드립니다", link, readYn: "N" });
    expect(won!.body).toContain(d.title);
    expect(won!.body).toContain("까지 결제해 주세요");
    expect(await newest(loser)).toMatchObject({ title: "럭키드로우 결과 안내", link, readYn: "N" });
  });

  it("is collected like a pick-up order: ready (02) at the store, it shows the exchange voucher", async () => {
    const { d, s, winner } = await winnerAndLoser(0);
    const { payUrl } = (await pay(d.luckyDrawCd, winner)).body.data as { payUrl: string };
    const paid = await paySandbox(t, payUrl);
    expect((await t.call(CONFIRM, { method: "POST", headers: winner, body: paid.query })).body.code).toBe("0000");
    const { orderNo } = (await t.call(`${USER}/${d.luckyDrawCd}/order-result`, { headers: winner })).body
      .data as LuckyOrderResult;
    const order = async () =>
      (await t.call(`/commerce-api/v1.0.0/api/orders/${orderNo}`, { headers: winner })).body.data as OrderDetail;
    // Paid, not ready yet: no voucher, as for any pick-up order before the store readies it.
    expect(await order()).toMatchObject({
      orderStatCd: "01",
      tnantCd: s,
      orderDeliveryCd: "01",
      voucherBarcodeNo: null,
    });

    // The store side readies it, the same call as for an ordinary pick-up order.
    const status = (to: string) =>
      t.call(`/mngr-api/v1.0.0/api/orders/${orderNo}/status`, {
        method: "POST",
        headers: store,
        body: { orderStatCd: to },
      });
    expect((await status("02")).body.data).toEqual({ orderNo, orderStatCd: "02", orderStatNm: "픽업대기" });
    const ready = await order();
    expect(ready).toMatchObject({ orderStatCd: "02", voucherBarcodeNo: orderNo, cancelableYn: "N" });
    expect(ready.orderItems.map((i) => i.itemCd)).toEqual([d.bottle.itemCd]);
    expect((await status("03")).body.data).toMatchObject({ orderStatCd: "03" });
    const history = (await t.call(`${USER}/history`, { headers: winner })).body.data as { list: LuckyDrawSummary[] };
    expect(history.list.find((x) => x.luckyDrawCd === d.luckyDrawCd)?.myEntry).toMatchObject({
      payState: "PAID",
      orderNo,
    });
  });

  it("takes easy pay from the winner: a registered card and the payment password, charged once", async () => {
    const d = await newDraw(t, { winnerCnt: 1 });
    expect((await apply(d.luckyDrawCd, demo, d.stores[0]!.tnantCd)).body.code).toBe("0000");
    await run(d.luckyDrawCd);
    const cards = (await t.call("/commerce-api/v1.0.0/api/easypay", { headers: demo })).body.data as {
      cards: { billkey: string }[];
    };
    const billkey = cards.cards[0]!.billkey;
    const easy = (password: string) =>
      t.call(`${USER}/${d.luckyDrawCd}/pay`, {
        method: "POST",
        headers: demo,
        body: { payMethod: "EASYPAY", returnPath: "/luckydraw/complete", billkey, password },
      });
    expect((await easy("999999")).body.code).toBe("EASY0002");
    const missing = await t.call(`${USER}/${d.luckyDrawCd}/pay`, {
      method: "POST",
      headers: demo,
      body: { payMethod: "EASYPAY", returnPath: "/luckydraw/complete" },
    });
    expect(missing.status).toBe(400);
    const paid = await easy("000000");
    expect(paid.body).toMatchObject({ code: "0000", data: { amount: 99_000, payUrl: null } });
    const result = (await t.call(`${USER}/${d.luckyDrawCd}/order-result`, { headers: demo })).body
      .data as LuckyOrderResult;
    expect(result.payAmt).toBe(99_000);
    expect((await easy("000000")).body.code).toBe("LKD0009");
  });

  it("lapses at the deadline unpaid and offers the win to the next reserve", async () => {
    const { d, winnerNo, won } = await winnerAndLoser(1);
    const reserveNo = winnerNo === DEMO ? BASIC : DEMO;
    const since = t.now();
    expect((await expireUnpaidWins(depsOf(t))) >= 0).toBe(true);
    expect((await entriesOf(t, d.luckyDrawCd)).find((e) => e.mberNo === winnerNo)?.result).toBe("WINNER");
    t.advance(2 * 86_400_000 + 60_000);
    expect(await expireUnpaidWins(depsOf(t))).toBeGreaterThanOrEqual(1);
    const rows = await entriesOf(t, d.luckyDrawCd);
    expect(rows.find((e) => e.mberNo === winnerNo)?.result).toBe("LAPSED");
    expect(rows.find((e) => e.mberNo === reserveNo)?.result).toBe("WINNER");
    expect((await alarmsOf(reserveNo, since)).some((a) => a.title.includes("구매 기회"))).toBe(true);
    expect((await alarmsOf(winnerNo, since)).some((a) => a.title.includes("취소"))).toBe(true);
    const winner = member((await t.login(won ? "demo" : "basic")).access);
    expect((await pay(d.luckyDrawCd, winner)).body.code).toBe("LKD0010");
    const entry = (await t.call(`${USER}/${d.luckyDrawCd}`, { headers: winner })).body.data as LuckyDrawDetail;
    expect((entry.myEntry as LuckyEntry).payState).toBe("EXPIRED");
  });
});
