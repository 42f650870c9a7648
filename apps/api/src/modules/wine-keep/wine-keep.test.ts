import { WINE_KEEP_RULES, type WineKeepDetail, type WineKeepList } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { addDays, seoulDate } from "../../app/seoul-date";
import { plainProducts } from "../../test/checkout-fixtures";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { sendKeepReminders } from "./wine-keep.jobs";
import { KEY, MNGR, payPickupOrder, USER } from "./wine-keep.test-helper";
import { keepStatus } from "./wine-keep.view";

let t: TestServer;
let basic: Record<string, string>;
let demo: Record<string, string>;
let items: { itemCd: string; saleUprc: number }[];
let keep: WineKeepDetail;

beforeAll(async () => {
  t = await startTestServer({ env: { MNGR_API_KEY: KEY } });
  basic = member((await t.login("basic")).access);
  demo = member((await t.login("demo")).access);
  // T0001 keeps wine; T0002 does not (seed services).
  items = [
    ...(await plainProducts(t.database.db, 2, "T0001", 20)),
    ...(await plainProducts(t.database.db, 1, "T0002", 20)),
  ];
});
afterAll(() => t.close());

const user = (method: string, path: string, headers = basic) => t.call(`${USER}${path}`, { method, headers });
const store = (method: string, path: string, body?: unknown, key = KEY) =>
  t.call(`${MNGR}${path}`, { method, headers: { "x-mngr-key": key }, ...(body === undefined ? {} : { body }) });
const keepsOfOrder = async (orderNo: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from wine_keeps where order_no = ${orderNo}`,
    )
  )[0]!.n;

describe("a keep order becomes a keep when paid", () => {
  it("keeps 6 bottles at the store, collect-by 90 days from payment; a normal order keeps nothing", async () => {
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
      collectBy: addDays(today, WINE_KEEP_RULES.keepDays),
      daysLeft: WINE_KEEP_RULES.keepDays,
      keptQty: 6,
      remainQty: 6,
      canExtend: true,
    });
    keep = (await user("GET", `/${list.keeps[0]!.keepNo}`)).body.data as WineKeepDetail;
    expect(keep.barcode).toMatch(/^\d{14}$/);
    expect(keep.handOvers).toEqual([]);
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
  it("one partly collected, one due in 5 days, one all collected, at two stores", async () => {
    const list = (await user("GET", "", demo)).body.data as WineKeepList;
    expect(list.keeps.map((k) => [k.tnantNm, k.remainQty, k.keptQty, k.daysLeft, k.status])).toEqual([
      ["셀러 청담점", 2, 2, 5, "KEEPING"],
      ["셀러 코엑스점", 0, 3, 30, "COLLECTED"],
      ["셀러 청담점", 4, 6, 50, "KEEPING"],
    ]);
  });
});

describe("the reminder", () => {
  it("sends one alarm 7 days before the collect-by date, however often or concurrently it runs", async () => {
    const orderNo = await payPickupOrder(t, basic, items[1]!, { qty: 3, tnantCd: "T0001", keep: true });
    const [row] = await queryRows<{ keepNo: string; collectBy: string }>(
      t.database.db,
      sql`select keep_no as "keepNo", collect_by as "collectBy" from wine_keeps where order_no = ${orderNo}`,
    );
    const deps = (days: number) => ({
      db: t.database.db,
      clock: () => new Date(t.now().getTime() + days * 86_400_000),
    });
    // 8 days before: not yet.
    expect(await sendKeepReminders(deps(WINE_KEEP_RULES.keepDays - 8))).toBe(0);
    const due = deps(WINE_KEEP_RULES.keepDays - 7);
    const sent = await Promise.all([sendKeepReminders(due), sendKeepReminders(due)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await sendKeepReminders(due)).toBe(0);
    const alarms = await queryRows<{ title: string; body: string }>(
      t.database.db,
      sql`select title, body from alarms where link = ${`/wineKeepDetail?keepNo=${row!.keepNo}`}`,
    );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.body).toContain("청담점");
  });

  it("reads the status from the date: kept, expired for 30 days, then closed", () => {
    expect(keepStatus("2026-12-01", 3, "2026-12-01")).toBe("KEEPING");
    expect(keepStatus("2026-12-01", 3, "2026-12-02")).toBe("EXPIRED");
    expect(keepStatus("2026-12-01", 3, "2026-12-31")).toBe("EXPIRED");
    expect(keepStatus("2026-12-01", 3, "2027-01-01")).toBe("CLOSED");
    expect(keepStatus("2026-12-01", 0, "2027-01-01")).toBe("COLLECTED");
  });
});
