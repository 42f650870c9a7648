import type { PreorderDetail, PreorderQuote, PreorderSummary, Reservation } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { paySandbox } from "../../test/sandbox-pay";
import { API, CONFIRM, depsOf, MNGR, newPreorder, PREORDER_KEY, store } from "./preorders.test-helper";
import { cancelUncollected, releaseStalePayments } from "./preorders-store.usecases";

let t: TestServer;
let demo: Record<string, string>;
let basic: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer({ env: { MNGR_API_KEY: PREORDER_KEY } });
  demo = member((await t.login("demo")).access);
  basic = member((await t.login("basic")).access);
});
afterAll(() => t.close());

/** An answer's `data`, read as the shape the test expects. */
// biome-ignore lint/suspicious/noExplicitAny: test reads of answers
const data = (r: { body: { data: unknown } }) => r.body.data as any;

const post = (path: string, headers: Record<string, string>, body: unknown) =>
  t.call(path, { method: "POST", headers, body });

/** Reserves and pays by card on the sandbox page, confirming as the web does. */
async function reserveByCard(
  who: Record<string, string>,
  p: PreorderDetail,
  qty: number,
  o: { tnantCd?: string; cpnIssuNo?: string | null } = {},
) {
  const tnantCd = o.tnantCd ?? p.stores[0]!.tnantCd;
  const q = await post(`${API}/quote`, who, { preorderCd: p.preorderCd, tnantCd, qty, cpnIssuNo: o.cpnIssuNo ?? null });
  expect(q.body.code, JSON.stringify(q.body)).toBe("0000");
  const quote = q.body.data as PreorderQuote;
  const started = await post(`${API}/orders`, who, {
    preorderCd: p.preorderCd,
    tnantCd,
    qty,
    cpnIssuNo: o.cpnIssuNo ?? null,
    payAmt: quote.payAmt,
    payMethod: "CARD",
    returnPath: "/reservation/complete",
  });
  expect(started.body.code, JSON.stringify(started.body)).toBe("0000");
  const { reservationNo, payUrl } = started.body.data as { reservationNo: string; payUrl: string };
  const back = await paySandbox(t, payUrl);
  const confirm = await post(CONFIRM, who, {
    paymentKey: back.query.paymentKey,
    orderNo: back.query.orderNo,
    amount: Number(back.query.amount),
  });
  expect(confirm.body.code, JSON.stringify(confirm.body)).toBe("0000");
  return { reservationNo, quote };
}

const mine = async (who: Record<string, string>, reservationNo: string) =>
  (await t.call(`${API}/orders/${reservationNo}`, { headers: who })).body.data as Reservation;

describe("pre-orders", () => {
  it("lists the seeded open and upcoming pre-orders with what is left, and one with its stores", async () => {
    const open = data(await t.call(`${API}/products?tab=OPEN`)).list as PreorderSummary[];
    const upcoming = data(await t.call(`${API}/products?tab=UPCOMING`)).list as PreorderSummary[];
    expect(open.map((p) => p.preorderCd)).toEqual(expect.arrayContaining(["PO-LATOUR-2022", "PO-YAMAZAKI-25"]));
    expect(open.find((p) => p.preorderCd === "PO-YAMAZAKI-25")).toMatchObject({ state: "SOLD_OUT", leftQty: 0 });
    expect(open.at(-1)?.state).toBe("SOLD_OUT");
    expect(upcoming.map((p) => p.state)).toEqual(upcoming.map(() => "UPCOMING"));
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    expect([...open, ...upcoming].some((p) => p.preorderCd === "PO-MACALLAN-18")).toBe(false);
    const detail = (await t.call(`${API}/products/PO-DOMPERIGNON-2013`, { headers: demo })).body.data as PreorderDetail;
    expect(detail).toMatchObject({ state: "ARRIVED", myQty: 3, collectDays: 14 });
    expect(detail.stores.every((s) => s.arrivedAt !== null)).toBe(true);
    expect((await t.call(`${API}/products/NOPE`)).body.code).toBe("PRE0001");
    const byItem = data(await t.call(`${API}/products?itemCd=${open[0]!.bottle.itemCd}`)).list as PreorderSummary[];
    expect(byItem.map((p) => p.preorderCd)).toContain(open[0]!.preorderCd);
  });

  it("names a fitting catalogue bottle for each seeded pre-order: title, code and bottle agree", async () => {
    /** Each seeded pre-order, its state on the seeding day and the one bottle it sells. */
    const seeded: [
      preorderCd: string,
      state: PreorderSummary["state"],
      kind: PreorderSummary["kind"],
      itemNm: string,
    ][] = [
      ["PO-LATOUR-2022", "OPEN", "EN_PRIMEUR", "샤토 라투르 리제르바 카베르네 소비뇽 2022"],
      ["PO-OPUSONE-2023", "OPEN", "NEW_VINTAGE", "오퍼스 원 카베르네 소비뇽 2023"],
      ["PO-BALVENIE-21", "OPEN", "LIMITED", "발베니 21년"],
      ["PO-SEOLLAL-GIFT", "OPEN", "GIFT_SET", "화요 XP 선물세트"],
      ["PO-YAMAZAKI-25", "SOLD_OUT", "LIMITED", "야마자키 25년"],
      ["PO-GLENFIDDICH-25", "UPCOMING", "LIMITED", "글렌피딕 25년"],
      ["PO-HIBIKI-21", "UPCOMING", "LIMITED", "히비키 21년"],
      ["PO-MACALLAN-18", "CLOSED", "LIMITED", "맥캘란 18년"],
      ["PO-DOMPERIGNON-2013", "ARRIVED", "NEW_VINTAGE", "돔 페리뇽 2013"],
    ];
    const year = Number(new Date().toISOString().slice(0, 4));
    for (const [preorderCd, state, kind, itemNm] of seeded) {
      const p = data(await t.call(`${API}/products/${preorderCd}`)) as PreorderDetail;
      expect(p, preorderCd).toMatchObject({ state, kind, bottle: { itemNm } });
      // the title names the bottle's maker, and every year or age in the code and title is the bottle's
      expect(p.title, preorderCd).toContain(itemNm.split(" ").slice(0, 2).join(" "));
      for (const n of `${preorderCd} ${p.title}`.match(/\d+/g) ?? [])
        expect(itemNm, `${preorderCd}: ${n}`).toContain(n);
      const vintage = Number(itemNm.match(/\b(19|20)\d\d$/)?.[0] ?? 0);
      // en primeur is sold before the wine is bottled: a vintage of the last few years, never an old one
      if (kind === "EN_PRIMEUR") expect(year - vintage, preorderCd).toBeLessThanOrEqual(5);
      expect(p.price, preorderCd).toBeLessThan(p.shelfPrice);
    }
  });

  it("shows the demo's seeded reservations: arrived with a voucher, paid past the cut-off, collected", async () => {
    const list = data(await t.call(`${API}/orders`, { headers: demo })).list as Reservation[];
    const by = (cd: string, status: string) => list.find((r) => r.preorder.preorderCd === cd && r.status === status);
    expect(by("PO-DOMPERIGNON-2013", "ARRIVED")).toMatchObject({ qty: 2, voucherNo: "8820240000000001" });
    expect(by("PO-DOMPERIGNON-2013", "COLLECTED")?.voucherNo).toBeNull();
    expect(by("PO-MACALLAN-18", "PAID")).toMatchObject({ cancelable: false });
    const cancel = await post(`${API}/orders/${by("PO-MACALLAN-18", "PAID")!.reservationNo}/cancel`, demo, {});
    expect(cancel.body.code).toBe("PRE0009");
    expect((await t.call(`${API}/orders`)).body.code).toBe("NON_MEMBER");
  });

  it("prices on the server: pre-order discount, one coupon where allowed, and refuses another amount", async () => {
    const p = await newPreorder(t, { price: 90_000, couponYn: "Y" });
    const base = { preorderCd: p.preorderCd, tnantCd: p.stores[0]!.tnantCd, qty: 2, cpnIssuNo: null };
    const q = (await post(`${API}/quote`, demo, base)).body.data as PreorderQuote;
    expect(q).toMatchObject({
      shelfAmt: 200_000,
      orderAmt: 180_000,
      preorderDcAmt: 20_000,
      payAmt: 180_000,
      maxQty: 2,
    });
    expect(q.coupons.length).toBeGreaterThan(0);
    const coupon = q.coupons[0]!;
    const withCoupon = (await post(`${API}/quote`, demo, { ...base, cpnIssuNo: coupon.cpnIssuNo })).body
      .data as PreorderQuote;
    expect(withCoupon.cpnDcAmt).toBeGreaterThan(0);
    expect(withCoupon.payAmt).toBe(180_000 - withCoupon.cpnDcAmt);
    const tampered = await post(`${API}/orders`, demo, {
      ...base,
      payAmt: 1000,
      payMethod: "CARD",
      returnPath: "/reservation/complete",
    });
    expect(tampered.body.code).toBe("PAY0002");
    expect((await post(`${API}/quote`, demo, { ...base, qty: 0 })).status).toBe(400);
    expect((await post(`${API}/quote`, demo, { ...base, tnantCd: "NOPE" })).body.code).toBe("PRE0006");
    const noCoupons = await newPreorder(t, { couponYn: "N" });
    const refused = await post(`${API}/quote`, demo, {
      ...base,
      preorderCd: noCoupons.preorderCd,
      cpnIssuNo: coupon.cpnIssuNo,
    });
    expect(refused.body.code).toBe("PRE0007");
    const upcoming = await newPreorder(t, { startDays: 2 });
    expect((await post(`${API}/quote`, demo, { ...base, preorderCd: upcoming.preorderCd })).body.code).toBe("PRE0002");
  });

  it("reserves and pays by card with a coupon; the limit holds; cancel refunds in full and gives the coupon back", async () => {
    const p = await newPreorder(t, { total: 10, limit: 2 });
    const q = (
      await post(`${API}/quote`, demo, {
        preorderCd: p.preorderCd,
        tnantCd: p.stores[0]!.tnantCd,
        qty: 1,
        cpnIssuNo: null,
      })
    ).body.data as PreorderQuote;
    const coupon = q.coupons[0]!;
    const { reservationNo, quote } = await reserveByCard(demo, p, 2, { cpnIssuNo: coupon.cpnIssuNo });
    const r = await mine(demo, reservationNo);
    expect(r).toMatchObject({ status: "PAID", qty: 2, payAmt: quote.payAmt, cancelable: true, refundState: "NONE" });
    expect(r.cardNo).not.toBe("");
    const again = await post(`${API}/quote`, demo, {
      preorderCd: p.preorderCd,
      tnantCd: p.stores[0]!.tnantCd,
      qty: 1,
      cpnIssuNo: null,
    });
    expect((again.body.data as PreorderQuote).maxQty).toBe(0);
    const over = await post(`${API}/orders`, demo, {
      preorderCd: p.preorderCd,
      tnantCd: p.stores[0]!.tnantCd,
      qty: 1,
      cpnIssuNo: null,
      payAmt: 90_000,
      payMethod: "CARD",
      returnPath: "/reservation/complete",
    });
    expect(over.body.code).toBe("PRE0005");
    expect((await t.call(`${API}/products/${p.preorderCd}`)).body.data).toMatchObject({ leftQty: 8 });
    expect((await post(`${API}/orders/${reservationNo}/cancel`, basic, {})).body.code).toBe("PRE0008");
    const cancelled = (await post(`${API}/orders/${reservationNo}/cancel`, demo, {})).body.data as Reservation;
    expect(cancelled).toMatchObject({ status: "CANCELLED", refundAmt: quote.payAmt, refundState: "REFUNDED" });
    expect((await t.call(`${API}/products/${p.preorderCd}`, { headers: demo })).body.data).toMatchObject({
      leftQty: 10,
      myQty: 0,
    });
    const [cpn] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from coupon_publications where cpn_issu_no = ${coupon.cpnIssuNo}`,
    );
    expect(cpn?.status).toBe("ISSUED");
    expect((await post(`${API}/orders/${reservationNo}/cancel`, demo, {})).body.code).toBe("PRE0009");
  });

  it("a new attempt replaces the member's payment still open (the card page left unpaid)", async () => {
    const p = await newPreorder(t, { total: 3, limit: 2 });
    const body = {
      preorderCd: p.preorderCd,
      tnantCd: p.stores[0]!.tnantCd,
      qty: 2,
      cpnIssuNo: null,
      payAmt: 180_000,
      payMethod: "CARD",
      returnPath: "/reservation/complete",
    };
    const first = await post(`${API}/orders`, basic, body);
    expect(first.body.code).toBe("0000");
    const q = data(await post(`${API}/quote`, basic, { ...body, cpnIssuNo: null })) as PreorderQuote;
    expect(q.maxQty).toBe(2);
    const second = await post(`${API}/orders`, basic, body);
    expect(second.body.code).toBe("0000");
    expect(data(await t.call(`${API}/products/${p.preorderCd}`)).leftQty).toBe(1);
    const back = await paySandbox(t, data(first).payUrl);
    const late = await post(CONFIRM, basic, {
      paymentKey: back.query.paymentKey,
      orderNo: back.query.orderNo,
      amount: Number(back.query.amount),
    });
    // The replaced payment was voided: the card page refuses it, or a confirm gives nothing.
    expect(late.body.code, JSON.stringify(back.query)).not.toBe("0000");
    expect((await t.call(`${API}/orders/${data(first).reservationNo}`, { headers: basic })).body.code).toBe("PRE0008");
  });

  it("pays by easy pay at once; a wrong password holds nothing", async () => {
    const p = await newPreorder(t, { total: 5, limit: 3 });
    const cards = (await t.call("/commerce-api/v1.0.0/api/easypay", { headers: demo })).body.data as {
      cards: { billkey: string }[];
    };
    const body = (password: string) => ({
      preorderCd: p.preorderCd,
      tnantCd: p.stores[1]!.tnantCd,
      qty: 3,
      cpnIssuNo: null,
      payAmt: 270_000,
      payMethod: "EASYPAY",
      returnPath: "/reservation/complete",
      billkey: cards.cards[0]!.billkey,
      password,
    });
    expect((await post(`${API}/orders`, demo, body("999999"))).body.code).toBe("EASY0002");
    expect(data(await t.call(`${API}/products/${p.preorderCd}`)).leftQty).toBe(5);
    const paid = await post(`${API}/orders`, demo, body("000000"));
    expect(paid.body.data).toMatchObject({ payAmt: 270_000, payUrl: null });
    expect((await mine(demo, data(paid).reservationNo)).status).toBe("PAID");
    expect(data(await t.call(`${API}/products/${p.preorderCd}`)).leftQty).toBe(2);
  });

  it("the store records the arrival (alarm, voucher), hands over once; a cancel after arrival is refused", async () => {
    const p = await newPreorder(t);
    const { reservationNo } = await reserveByCard(basic, p, 1, { tnantCd: p.stores[1]!.tnantCd });
    const since = t.now();
    const arrivalPath = `${MNGR}/preorders/${p.preorderCd}/arrivals`;
    expect((await post(arrivalPath, {}, { tnantCd: p.stores[1]!.tnantCd })).status).toBe(403);
    const arrival = await post(arrivalPath, store, { tnantCd: p.stores[1]!.tnantCd });
    expect(arrival.body.data).toMatchObject({ arrivedCnt: 1 });
    expect(data(await post(arrivalPath, store, { tnantCd: p.stores[1]!.tnantCd })).arrivedCnt).toBe(0);
    const r = await mine(basic, reservationNo);
    expect(r).toMatchObject({ status: "ARRIVED", cancelable: false });
    expect(r.voucherNo).toMatch(/^88\d{14}$/);
    expect(r.collectBy).not.toBeNull();
    const alarms = await queryRows<{ title: string; link: string }>(
      t.database.db,
      sql`select title, link from alarms where mber_no = 'M202308020002' and created_at >= ${since}`,
    );
    expect(alarms).toEqual([{ title: "예약 상품이 매장에 도착했어요", link: "/reservation" }]);
    expect((await post(`${API}/orders/${reservationNo}/cancel`, basic, {})).body.code).toBe("PRE0009");
    const hand = `${MNGR}/reservations/${reservationNo}/hand-over`;
    expect((await post(hand, store, { handedBy: "김직원" })).body.data).toMatchObject({ status: "COLLECTED" });
    expect((await post(hand, store, { handedBy: "김직원" })).body.code).toBe("PRE0010");
  });

  it("the job releases a payment left open and cancels, refunding, what was not collected in time", async () => {
    const p = await newPreorder(t, { total: 4 });
    const open = await post(`${API}/orders`, demo, {
      preorderCd: p.preorderCd,
      tnantCd: p.stores[0]!.tnantCd,
      qty: 2,
      cpnIssuNo: null,
      payAmt: 180_000,
      payMethod: "CARD",
      returnPath: "/reservation/complete",
    });
    expect(open.body.code).toBe("0000");
    expect(data(await t.call(`${API}/products/${p.preorderCd}`)).leftQty).toBe(2);
    const { reservationNo } = await reserveByCard(basic, p, 1);
    await post(`${MNGR}/preorders/${p.preorderCd}/arrivals`, store, { tnantCd: p.stores[0]!.tnantCd });
    t.advance(16 * 86_400_000);
    const deps = depsOf(t);
    // this test's open payment (and any other test left open) is released
    expect(await releaseStalePayments(deps)).toBeGreaterThanOrEqual(1);
    // the seeded demo's arrived bottles are due too by then
    expect(await cancelUncollected(deps)).toBeGreaterThanOrEqual(1);
    expect(await cancelUncollected(deps)).toBe(0);
    expect(data(await t.call(`${API}/products/${p.preorderCd}`)).leftQty).toBe(3);
    // the tokens expired with the clock: sign in again
    basic = member((await t.login("basic")).access);
    demo = member((await t.login("demo")).access);
    expect(await mine(basic, reservationNo)).toMatchObject({
      status: "UNCOLLECTED",
      refundAmt: 90_000,
      refundState: "REFUNDED",
    });
    expect((await t.call(`${API}/orders/${data(open).reservationNo}`, { headers: demo })).body.code).toBe("PRE0008");
  });
});
