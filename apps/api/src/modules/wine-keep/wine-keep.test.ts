import { WINE_KEEP_RULES, type WineKeepDetail, type WineKeepList } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { addDays, seoulDate } from "../../app/seoul-date";
import { plainProducts } from "../../test/checkout-fixtures";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { registerEasyPayCard } from "../../test/sandbox-pay";
import { sendKeepReminders } from "./wine-keep.jobs";
import { KEY, MNGR, payPickupOrder, USER } from "./wine-keep.test-helper";
import { keepStatus } from "./wine-keep.view";

let t: TestServer;
let basic: Record<string, string>;
let demo: Record<string, string>;
let items: { itemCd: string; saleUprc: number }[];
let keep: WineKeepDetail;
let pangyo: string;

beforeAll(async () => {
  t = await startTestServer({ env: { MNGR_API_KEY: KEY } });
  basic = member((await t.login("basic")).access);
  demo = member((await t.login("demo")).access);
  // T0001 keeps wine for the chain's 90 days, 판교점 for its own 60; T0002 keeps none (seed).
  items = [
    ...(await plainProducts(t.database.db, 2, "T0001", 40)),
    ...(await plainProducts(t.database.db, 1, "T0002", 20)),
  ];
  pangyo = (
    await queryRows<{ tnantCd: string }>(
      t.database.db,
      sql`select tnant_cd as "tnantCd" from stores where name = '셀러 판교점'`,
    )
  )[0]!.tnantCd;
  await plainProducts(t.database.db, 1, pangyo, 20);
});
afterAll(() => t.close());

const user = (method: string, path: string, headers = basic) => t.call(`${USER}${path}`, { method, headers });
const store = (method: string, path: string, body?: unknown, key = KEY) =>
  t.call(`${MNGR}${path}`, { method, headers: { "x-mngr-key": key }, ...(body === undefined ? {} : { body }) });
const DAY = 86_400_000;
/** The reminder job's deps with a clock `days` ahead of the server's. */
const later = (days: number) => ({ db: t.database.db, clock: () => new Date(t.now().getTime() + days * DAY) });
const keepOf = async (orderNo: string) =>
  (
    await queryRows<{ keepNo: string; remindedAt: Date | null }>(
      t.database.db,
      sql`select keep_no as "keepNo", reminded_at as "remindedAt" from wine_keeps where order_no = ${orderNo}`,
    )
  )[0]!;
const keepsOfOrder = async (orderNo: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from wine_keeps where order_no = ${orderNo}`,
    )
  )[0]!.n;

describe("a keep order becomes a keep when paid", () => {
  it("keeps 6 bottles at the store, collect-by the store's 90 days from payment; a normal order keeps nothing", async () => {
    const orderNo = await payPickupOrder(t, basic, items[0]!, { qty: 6, tnantCd: "T0001", keep: true });
    const normal = await payPickupOrder(t, basic, items[1]!, { qty: 1, tnantCd: "T0001", keep: false });
    expect(await keepsOfOrder(normal)).toBe(0);
    const list = (await user("GET", "")).body.data as WineKeepList;
    expect(list.keeps).toHaveLength(1);
    const today = seoulDate(t.now());
    expect(list.keeps[0]).toMatchObject({
      orderNo,
      tnantCd: "T0001",
      status: "KEEPING",
      keptOn: today,
      collectBy: addDays(today, WINE_KEEP_RULES.defaultKeepDays),
      keepDays: WINE_KEEP_RULES.defaultKeepDays,
      daysLeft: WINE_KEEP_RULES.defaultKeepDays,
      keptQty: 6,
      remainQty: 6,
      canExtend: true,
    });
    keep = (await user("GET", `/${list.keeps[0]!.keepNo}`)).body.data as WineKeepDetail;
    expect(keep.barcode).toMatch(/^\d{14}$/);
    expect(keep.handOvers).toEqual([]);
  });

  it("a store with its own period (판교점, 60 days) gives the keep that date; a later change of rule moves nothing", async () => {
    const orderNo = await payPickupOrder(t, basic, items[0]!, { qty: 2, tnantCd: pangyo, keep: true });
    const today = seoulDate(t.now());
    const mine = ((await user("GET", "")).body.data as WineKeepList).keeps.find((k) => k.orderNo === orderNo)!;
    expect(mine).toMatchObject({ tnantNm: "셀러 판교점", keepDays: 60, collectBy: addDays(today, 60), daysLeft: 60 });
    await t.database.db.execute(sql`update stores set wine_keep_days = 120 where tnant_cd = ${pangyo}`);
    try {
      const again = (await user("GET", `/${mine.keepNo}`)).body.data as WineKeepDetail;
      expect(again).toMatchObject({ keepDays: 60, collectBy: addDays(today, 60) });
      // Its one extension is the chain's 30 days, as at every store.
      const extended = (await user("POST", `/${mine.keepNo}/extend`)).body.data as WineKeepDetail;
      expect(extended.collectBy).toBe(addDays(today, 60 + WINE_KEEP_RULES.extendDays));
    } finally {
      await t.database.db.execute(sql`update stores set wine_keep_days = 60 where tnant_cd = ${pangyo}`);
    }
  });

  it("an order paid by easy pay becomes a keep too", async () => {
    const billkey = await registerEasyPayCard(t, basic);
    const orderNo = await payPickupOrder(t, basic, items[1]!, {
      qty: 2,
      tnantCd: "T0001",
      keep: true,
      easyPay: { billkey },
    });
    expect(await keepsOfOrder(orderNo)).toBe(1);
    const list = (await user("GET", "")).body.data as WineKeepList;
    expect(list.keeps.find((k) => k.orderNo === orderNo)).toMatchObject({
      keptQty: 2,
      remainQty: 2,
      status: "KEEPING",
    });
  });

  it("a store that does not keep wine makes no keep", async () => {
    const orderNo = await payPickupOrder(t, basic, items[2]!, { qty: 1, tnantCd: "T0002", keep: true });
    expect(await keepsOfOrder(orderNo)).toBe(0);
  });
});

describe("the member's keep", () => {
  it("another member neither sees nor extends it (404)", async () => {
    expect((await user("GET", `/${keep.keepNo}`, demo)).body.code).toBe("WKP0001");
    expect((await user("POST", `/${keep.keepNo}/extend`, demo)).body.code).toBe("WKP0001");
    expect(((await user("GET", "", demo)).body.data as WineKeepList).keeps.map((k) => k.keepNo)).not.toContain(
      keep.keepNo,
    );
  });

  it("extends once by 30 days; a second extension is refused", async () => {
    const extended = (await user("POST", `/${keep.keepNo}/extend`)).body.data as WineKeepDetail;
    expect(extended.collectBy).toBe(addDays(keep.collectBy, WINE_KEEP_RULES.extendDays));
    expect(extended).toMatchObject({ extended: true, canExtend: false });
    const again = await user("POST", `/${keep.keepNo}/extend`);
    expect([again.status, again.body.code]).toEqual([409, "WKP0002"]);
    keep = extended;
  });
});

describe("the store side", () => {
  it("refuses a missing or wrong key", async () => {
    expect((await store("GET", `/barcode/${keep.barcode}`, undefined, "wrong-key-wrong-key-0000")).status).toBe(403);
  });

  it("finds the keep by its barcode and hands over 2 of 6: 4 left, recorded", async () => {
    const found = (await store("GET", `/barcode/${keep.barcode}`)).body.data as WineKeepDetail;
    expect(found.keepNo).toBe(keep.keepNo);
    const line = found.lines[0]!;
    const after = (
      await store("POST", `/${keep.keepNo}/hand-overs`, { lineNo: line.lineNo, qty: 2, handedBy: "김점장" })
    ).body.data as WineKeepDetail;
    expect(after).toMatchObject({ remainQty: 4, status: "KEEPING" });
    expect(after.handOvers).toMatchObject([{ qty: 2, handedBy: "김점장", itemNm: line.itemNm }]);
    const mine = (await user("GET", `/${keep.keepNo}`)).body.data as WineKeepDetail;
    expect(mine.remainQty).toBe(4);
  });

  it("never hands over more than remain, nor an unknown line or barcode", async () => {
    const lineNo = keep.lines[0]!.lineNo;
    const over = await store("POST", `/${keep.keepNo}/hand-overs`, { lineNo, qty: 5, handedBy: "김점장" });
    expect([over.status, over.body.code]).toEqual([409, "WKP0004"]);
    const unknown = await store("POST", `/${keep.keepNo}/hand-overs`, { lineNo: 99, qty: 1, handedBy: "김점장" });
    expect(unknown.body.code).toBe("WKP0006");
    expect((await store("GET", "/barcode/0000")).body.code).toBe("WKP0001");
    expect((await store("POST", `/${keep.keepNo}/hand-overs`, { lineNo, qty: 0, handedBy: "김점장" })).status).toBe(
      400,
    );
    const all = (await store("POST", `/${keep.keepNo}/hand-overs`, { lineNo, qty: 4, handedBy: "이매니저" })).body
      .data as WineKeepDetail;
    expect(all).toMatchObject({ remainQty: 0, status: "COLLECTED", canExtend: false });
    expect(all.handOvers.map((h) => h.qty)).toEqual([4, 2]);
  });
});

describe("the demo's seeded keeps", () => {
  it("one partly collected, one due in 5 days, one all collected, at two stores with their own periods", async () => {
    const list = (await user("GET", "", demo)).body.data as WineKeepList;
    expect(list.keeps.map((k) => [k.tnantNm, k.keepDays, k.remainQty, k.keptQty, k.daysLeft, k.status])).toEqual([
      ["셀러 청담점", 90, 2, 2, 5, "KEEPING"],
      ["셀러 청담점", 90, 4, 6, 50, "KEEPING"],
      // 코엑스점 keeps 180 days: kept 60 days ago.
      ["셀러 코엑스점", 180, 0, 3, 120, "COLLECTED"],
    ]);
  });
});

describe("the reminder", () => {
  it("sends one alarm 7 days before the collect-by date, however often or concurrently it runs", async () => {
    const orderNo = await payPickupOrder(t, basic, items[1]!, { qty: 3, tnantCd: "T0001", keep: true });
    const row = await keepOf(orderNo);
    // 8 days before: not yet.
    expect(await sendKeepReminders(later(WINE_KEEP_RULES.defaultKeepDays - 8))).toBe(0);
    const due = later(WINE_KEEP_RULES.defaultKeepDays - 7);
    const sent = await Promise.all([sendKeepReminders(due), sendKeepReminders(due)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await sendKeepReminders(due)).toBe(0);
    const alarms = await queryRows<{ title: string; body: string }>(
      t.database.db,
      sql`select title, body from alarms where link = ${`/wineKeepDetail?keepNo=${row.keepNo}`}`,
    );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.body).toContain("청담점");
  });

  it("an extension clears the sent reminder: it goes again 7 days before the new date", async () => {
    const orderNo = await payPickupOrder(t, basic, items[1]!, { qty: 1, tnantCd: "T0001", keep: true });
    const keepNo = (await keepOf(orderNo)).keepNo;
    const reminders = async () =>
      (
        await queryRows<{ body: string }>(
          t.database.db,
          sql`select body from alarms where link = ${`/wineKeepDetail?keepNo=${keepNo}`} order by id`,
        )
      ).map((a) => a.body);
    const { defaultKeepDays: keepDays, extendDays } = WINE_KEEP_RULES;
    await sendKeepReminders(later(keepDays - 7));
    expect(await reminders()).toHaveLength(1);
    expect((await keepOf(orderNo)).remindedAt).not.toBeNull();

    const extended = (await user("POST", `/${keepNo}/extend`)).body.data as WineKeepDetail;
    expect((await keepOf(orderNo)).remindedAt).toBeNull();
    await sendKeepReminders(later(keepDays + extendDays - 8));
    expect(await reminders()).toHaveLength(1);
    await sendKeepReminders(later(keepDays + extendDays - 7));
    const sent = await reminders();
    expect(sent).toHaveLength(2);
    const [, m, d] = extended.collectBy.split("-");
    expect(sent[1]).toContain(`${Number(m)}월 ${Number(d)}일까지`);
  });

  it("reads the status from the date: kept, expired for 30 days, then closed", () => {
    expect(keepStatus("2026-12-01", 3, "2026-12-01")).toBe("KEEPING");
    expect(keepStatus("2026-12-01", 3, "2026-12-02")).toBe("EXPIRED");
    expect(keepStatus("2026-12-01", 3, "2026-12-31")).toBe("EXPIRED");
    expect(keepStatus("2026-12-01", 3, "2027-01-01")).toBe("CLOSED");
    expect(keepStatus("2026-12-01", 0, "2027-01-01")).toBe("COLLECTED");
  });
});

// Last: these move the server's clock past the dates for good.
describe("at the date", () => {
  it("a collected keep is not extended; past the date no extension (WKP0003) but bottles still go out; closed 30 days later (WKP0005)", async () => {
    const done = (await keepOf(await payPickupOrder(t, basic, items[1]!, { qty: 1, tnantCd: "T0001", keep: true })))
      .keepNo;
    expect((await store("POST", `/${done}/hand-overs`, { lineNo: 1, qty: 1, handedBy: "김점장" })).status).toBe(200);
    const collected = await user("POST", `/${done}/extend`);
    expect([collected.status, collected.body.code]).toEqual([409, "WKP0005"]);

    const keepNo = (await keepOf(await payPickupOrder(t, basic, items[0]!, { qty: 3, tnantCd: "T0001", keep: true })))
      .keepNo;
    const hand = (qty: number) => store("POST", `/${keepNo}/hand-overs`, { lineNo: 1, qty, handedBy: "김점장" });
    const detail = async () => (await user("GET", `/${keepNo}`)).body.data as WineKeepDetail;
    t.advance((WINE_KEEP_RULES.defaultKeepDays + 1) * DAY);
    // The session from the start of the file has expired by now.
    basic = member((await t.login("basic")).access);
    expect(await detail()).toMatchObject({ status: "EXPIRED", daysLeft: -1, canExtend: false });
    const late = await user("POST", `/${keepNo}/extend`);
    expect([late.status, late.body.code]).toEqual([409, "WKP0003"]);
    expect((await detail()).extended).toBe(false);
    expect(((await hand(1)).body.data as WineKeepDetail).remainQty).toBe(2);

    // The last day of the grace period still hands over; the day after, the keep is closed.
    t.advance((WINE_KEEP_RULES.graceDays - 1) * DAY);
    expect(((await hand(1)).body.data as WineKeepDetail).remainQty).toBe(1);
    t.advance(DAY);
    basic = member((await t.login("basic")).access);
    expect(await detail()).toMatchObject({ status: "CLOSED", remainQty: 1 });
    const closed = await hand(1);
    expect([closed.status, closed.body.code]).toEqual([409, "WKP0005"]);
    expect((await detail()).remainQty).toBe(1);
    expect((await user("POST", `/${keepNo}/extend`)).body.code).toBe("WKP0003");
  });
});
