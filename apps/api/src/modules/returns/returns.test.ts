import type { ReturnDetail, ReturnEligibility } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import { imageBytes, newSignedInMember, upload } from "../../test/engagement-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { receivedOrder } from "./returns.test-helper";

const USER = "/user-api/v1.0.0/api/returns";
const MNGR = "/mngr-api/v1.0.0/api/returns";
const KEY = "returns-store-key";
const DAY = 86_400_000;
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ env: { MNGR_API_KEY: KEY } });
});
afterAll(() => t.close());

const newMember = () => newSignedInMember(t);
const ask = (headers: Record<string, string>, body: unknown) => t.call(USER, { method: "POST", body, headers });
const asked = async (headers: Record<string, string>, body: unknown) => {
  const res = await ask(headers, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ReturnDetail;
};
const move = (returnNo: string, to: string, reason = "") =>
  t.call(`${MNGR}/${returnNo}/status`, { method: "POST", body: { to, reason }, headers: { "x-mngr-key": KEY } });
/** The member's alarms about one return, oldest first (decision 405: one at the request and at each move). */
const alarmsOf = async (returnNo: string) =>
  queryRows<{ title: string; body: string }>(
    t.database.db,
    sql`select title, body from alarms where link = ${`/return?returnNo=${returnNo}`} order by id`,
  );

describe("eligibility", () => {
  it("takes a received order within 7 days of receipt, never one not received or past the window", async () => {
    const m = await newMember();
    const fresh = await receivedOrder(t.database.db, m.mberNo, {
      lines: [{ qty: 2, price: 30_000 }],
      cardAmt: 63_000,
      dlvrAmt: 3_000,
      receivedAt: new Date(t.now().getTime() - 6 * DAY),
    });
    const e = (await t.call(`${USER}/eligibility?orderNo=${fresh.orderNo}`, { headers: m.headers })).body
      .data as ReturnEligibility;
    expect(e).toMatchObject({ eligible: true, reason: null, delivery: true, shippedFree: false });
    expect(e.lines[0]).toMatchObject({ itemQty: 2, returnableQty: 2 });
    const old = await receivedOrder(t.database.db, m.mberNo, {
      lines: [{ qty: 1, price: 30_000 }],
      cardAmt: 33_000,
      receivedAt: new Date(t.now().getTime() - 8 * DAY),
    });
    const late = await ask(m.headers, {
      orderNo: old.orderNo,
      type: "RETURN",
      reasonCd: "01",
      collectMethod: "STORE",
      lines: [{ orderItemNo: 1, qty: 1 }],
    });
    expect(late.body.code).toBe("RTN0003");
    const shipping = await receivedOrder(t.database.db, m.mberNo, {
      lines: [{ qty: 1, price: 30_000 }],
      cardAmt: 33_000,
      status: "05",
      receivedAt: t.now(),
    });
    const notYet = await ask(m.headers, {
      orderNo: shipping.orderNo,
      type: "RETURN",
      reasonCd: "01",
      collectMethod: "STORE",
      lines: [{ orderItemNo: 1, qty: 1 }],
    });
    expect(notYet.body.code).toBe("RTN0002");
  });

  it("never takes more units than bought less those already in a return", async () => {
    const m = await newMember();
    const o = await receivedOrder(t.database.db, m.mberNo, {
      lines: [{ qty: 2, price: 30_000 }],
      cardAmt: 63_000,
      dlvrAmt: 3_000,
      receivedAt: t.now(),
    });
    const body = {
      orderNo: o.orderNo,
      type: "RETURN",
      reasonCd: "04",
      collectMethod: "STORE",
      lines: [{ orderItemNo: 1, qty: 1 }],
    };
    expect((await asked(m.headers, body)).status).toBe("REQUESTED");
    expect((await ask(m.headers, { ...body, lines: [{ orderItemNo: 1, qty: 2 }] })).body.code).toBe("RTN0004");
    expect((await ask(m.headers, { ...body, lines: [{ orderItemNo: 9, qty: 1 }] })).body.code).toBe("RTN0009");
    expect((await asked(m.headers, body)).status).toBe("REQUESTED");
    expect((await ask(m.headers, body)).body.code).toBe("RTN0004");
  });
});

describe("an exchange for a damaged bottle", () => {
  it("needs a photo, pays nothing, and ends re-sent", async () => {
    const m = await newMember();
    const o = await receivedOrder(t.database.db, m.mberNo, {
      lines: [{ qty: 1, price: 50_000 }],
      cardAmt: 53_000,
      dlvrAmt: 3_000,
      receivedAt: t.now(),
    });
    const body = {
      orderNo: o.orderNo,
      type: "EXCHANGE",
      reasonCd: "02",
      collectMethod: "STORE",
      lines: [{ orderItemNo: 1, qty: 1 }],
    };
    expect((await ask(m.headers, body)).body.code).toBe("RTN0005");
    const r = await asked(m.headers, { ...body, photoFileIds: [await photo(m.headers)] });
    expect(r).toMatchObject({ status: "REQUESTED", feeAmt: 0 });
    expect(r.photos).toHaveLength(1);
    expect((await fetch(`${t.base}${r.photos[0]!.url}`)).status).toBe(200);
    for (const to of ["COLLECTED", "INSPECTED"]) expect((await move(r.returnNo, to)).status).toBe(200);
    expect((await move(r.returnNo, "REFUNDED")).body.code).toBe("RTN0008");
    expect(((await move(r.returnNo, "RESENT")).body.data as ReturnDetail).status).toBe("RESENT");
    // No fee: the first alarm is the request itself, then one at each move (the refused move none).
    const alarms = await alarmsOf(r.returnNo);
    expect(alarms.map((a) => a.title)).toEqual([
      "교환 신청 완료",
      "교환 회수 완료",
      "교환 검수 완료",
      "교환 상품 발송",
    ]);
    expect(alarms.at(-1)!.body).toBe("교환 진행 상태가 '교환 상품 발송'(으)로 바뀌었습니다.");
  });

  it("is refused with a reason, and the units can be asked again", async () => {
    const m = await newMember();
    const o = await receivedOrder(t.database.db, m.mberNo, {
      lines: [{ qty: 1, price: 50_000 }],
      cardAmt: 53_000,
      dlvrAmt: 3_000,
      receivedAt: t.now(),
    });
    const body = {
      orderNo: o.orderNo,
      type: "EXCHANGE",
      reasonCd: "04",
      collectMethod: "STORE",
      lines: [{ orderItemNo: 1, qty: 1 }],
    };
    const r = await asked(m.headers, body);
    expect((await move(r.returnNo, "REFUSED")).body.code).toBe("9999");
    const refused = (await move(r.returnNo, "REFUSED", "포장 훼손")).body.data as ReturnDetail;
    expect(refused).toMatchObject({ status: "REFUSED", refuseReason: "포장 훼손" });
    expect(await alarmsOf(r.returnNo)).toEqual([
      { title: "교환 신청 완료", body: "교환 진행 상태가 '신청 완료'(으)로 바뀌었습니다." },
      { title: "교환 반려", body: "교환 신청이 반려되었습니다. 사유: 포장 훼손" },
    ]);
    const again = await asked(m.headers, body);
    expect(again.status).toBe("REQUESTED");
    expect((await alarmsOf(again.returnNo)).map((a) => a.title)).toEqual(["교환 신청 완료"]);
  });

  it("refuses the store side without its key and another member's look", async () => {
    const m = await newMember();
    const other = await newMember();
    const o = await receivedOrder(t.database.db, m.mberNo, {
      lines: [{ qty: 1, price: 50_000 }],
      cardAmt: 53_000,
      receivedAt: t.now(),
    });
    const r = await asked(m.headers, {
      orderNo: o.orderNo,
      type: "RETURN",
      reasonCd: "04",
      collectMethod: "STORE",
      lines: [{ orderItemNo: 1, qty: 1 }],
    });
    const noKey = await t.call(`${MNGR}/${r.returnNo}/status`, { method: "POST", body: { to: "COLLECTED" } });
    expect(noKey.status).toBe(403);
    expect((await t.call(`${USER}/${r.returnNo}`, { headers: other.headers })).body.code).toBe("RTN0001");
    expect(
      (
        await ask(other.headers, {
          orderNo: o.orderNo,
          type: "RETURN",
          reasonCd: "04",
          collectMethod: "STORE",
          lines: [{ orderItemNo: 1, qty: 1 }],
        })
      ).body.code,
    ).toBe("ORD0001");
  });
});

describe("an exchange for another option of the same product", () => {
  const optionStock = async (optItemCd: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select stock_qty as n from product_options where opt_item_cd = ${optItemCd}`,
      )
    )[0]?.n;

  it("offers the same-price and dearer options, reserves the one asked for, and the store sends it out", async () => {
    const m = await newMember();
    // Bought with a 10,000 won gift box (O0); O1 a glass set at the same price, O2 a dearer one
    // with one left, O3 a cheaper gift box (never offered).
    const o = await receivedOrder(t.database.db, m.mberNo, {
      lines: [
        {
          qty: 3,
          price: 40_000,
          bought: 0,
          options: [
            { cd: "GIFT_BOX", price: 10_000, stock: 5 },
            { cd: "GLASS_SET", price: 10_000, stock: 2 },
            { cd: "GLASS_SET", price: 25_000, stock: 1 },
            { cd: "GIFT_BOX", price: 5_000, stock: 9 },
          ],
        },
        { qty: 1, price: 30_000, options: [{ cd: "GIFT_BOX", price: 5_000, stock: 3 }] },
      ],
      cardAmt: 150_000,
      receivedAt: t.now(),
    });
    const [[box, glass, dear], [otherProduct]] = o.options as [string[], string[]];
    const e = (await t.call(`${USER}/eligibility?orderNo=${o.orderNo}`, { headers: m.headers })).body
      .data as ReturnEligibility;
    expect(e.lines[0]).toMatchObject({ optClasNm: "선물 상자", optPrice: 10_000 });
    expect(e.lines[0]!.exchangeOptions).toEqual([
      { optItemCd: glass, optClasNm: "전용 글라스 세트", saleUprc: 10_000, difference: 0, stockQty: 2 },
      { optItemCd: dear, optClasNm: "전용 글라스 세트", saleUprc: 25_000, difference: 15_000, stockQty: 1 },
    ]);
    // A line without an option may take one of its product's options for the difference.
    expect(e.lines[1]!.exchangeOptions.map((x) => x.difference)).toEqual([5_000]);

    const base = { orderNo: o.orderNo, type: "EXCHANGE", collectMethod: "STORE" };
    const line = (exchangeOptItemCd: string, qty = 1) => [{ orderItemNo: 1, qty, exchangeOptItemCd }];
    for (const bad of [otherProduct!, o.options[0]![3]!, box!, "NOPE"]) {
      const res = await ask(m.headers, { ...base, reasonCd: "01", lines: line(bad) });
      expect(res.body.code, bad).toBe("RTN0010");
    }
    const asReturn = await ask(m.headers, { ...base, type: "RETURN", reasonCd: "01", lines: line(glass!) });
    expect(asReturn.body.code).toBe("9999");
    expect((await ask(m.headers, { ...base, reasonCd: "01", lines: line(dear!, 2) })).body.code).toBe("RTN0011");

    // The dearer option: the difference is paid with the fee (brought to the store: no shipping).
    const dearer = await asked(m.headers, { ...base, reasonCd: "01", lines: line(dear!) });
    expect(dearer).toMatchObject({
      status: "FEE_DUE",
      feeAmt: 15_000,
      fee: { returnShipping: 0, optionDifference: 15_000, total: 15_000 },
    });
    expect(await optionStock(dear!)).toBe(0);

    // Damaged, for the same-price glass set: nothing to pay; reserved at once.
    const r = await asked(m.headers, {
      ...base,
      reasonCd: "02",
      lines: line(glass!),
      photoFileIds: [await photo(m.headers)],
    });
    expect(r).toMatchObject({ status: "REQUESTED", feeAmt: 0 });
    expect(r.lines[0]).toMatchObject({
      optClasNm: "선물 상자",
      exchangeOption: { optItemCd: glass, optClasNm: "전용 글라스 세트" },
    });
    expect(await optionStock(glass!)).toBe(1);
    const store = await t.call(`${MNGR}/${r.returnNo}`, { headers: { "x-mngr-key": KEY } });
    expect((store.body.data as ReturnDetail).lines[0]!.exchangeOption?.optItemCd).toBe(glass);
    expect((await t.call(`${MNGR}/${r.returnNo}`)).status).toBe(403);
    expect((await move(r.returnNo, "COLLECTED")).status).toBe(200);
    expect(await optionStock(box!)).toBe(6);
    expect((await move(r.returnNo, "INSPECTED")).status).toBe(200);
    const sent = (await move(r.returnNo, "RESENT")).body.data as ReturnDetail;
    expect(sent.timeline.at(-1)).toMatchObject({ status: "RESENT", memo: "교환 옵션 발송: 전용 글라스 세트 1개" });

    // A refused exchange gives its reserved option back.
    const again = await asked(m.headers, { ...base, reasonCd: "04", lines: line(glass!) });
    expect(await optionStock(glass!)).toBe(0);
    expect((await move(again.returnNo, "REFUSED", "재고 확인 불가")).status).toBe(200);
    expect(await optionStock(glass!)).toBe(1);
  });
});

describe("the demo's seeded returns", () => {
  it("has a delivered and a picked-up order to return, a return the store has collected, a boxed bottle to exchange", async () => {
    const { access } = await t.login("demo");
    const headers = member(access);
    const list = (await t.call(USER, { headers })).body.data as { list: { status: string; orderNo: string }[] };
    expect(list.list.map((r) => r.status)).toEqual(["COLLECTED"]);
    const orderNos = [1, 2].map((n) => list.list[0]!.orderNo.replace(/03$/, `0${n}`));
    for (const orderNo of orderNos) {
      const e = (await t.call(`${USER}/eligibility?orderNo=${orderNo}`, { headers })).body.data as ReturnEligibility;
      expect(e.eligible, orderNo).toBe(true);
      const order = await t.call(`/commerce-api/v1.0.0/api/orders/${orderNo}`, { headers });
      expect(order.status, JSON.stringify(order.body)).toBe(200);
    }
    const boxed = list.list[0]!.orderNo.replace(/03$/, "04");
    const e = (await t.call(`${USER}/eligibility?orderNo=${boxed}`, { headers })).body.data as ReturnEligibility;
    expect(e).toMatchObject({ eligible: true, lines: [{ optClasNm: "선물 상자" }] });
    expect(e.lines[0]!.exchangeOptions).toMatchObject([{ optClasNm: "전용 글라스 세트" }]);
    expect((await t.call(`/commerce-api/v1.0.0/api/orders/${boxed}`, { headers })).status).toBe(200);
  });
});

async function photo(headers: Record<string, string>) {
  const res = await upload(t.base, headers, imageBytes("jpeg", 256));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { fileId: string }).fileId;
}
