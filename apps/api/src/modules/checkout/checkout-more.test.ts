import {
  type OrderCalculation,
  type OrderDetail,
  type OrderHistoryPage,
  type OrderSheet,
  type OrderStart,
  pickupTimes,
  type ShippingAddress,
} from "@cellar/contracts";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../adapters/payment/sandbox/sandbox.gateway";
import { queryRows } from "../../app/query";
import { COMMERCE, plainProducts, stockOf } from "../../test/checkout-fixtures";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { paySandbox } from "../../test/sandbox-pay";
import { startCheckoutJobs } from "./checkout.jobs";
import { fulfilOrder, voidOrder } from "./checkout.routes";

let t: TestServer;
let basic: Record<string, string>;
let items: { itemCd: string; saleUprc: number }[];

beforeAll(async () => {
  t = await startTestServer();
  basic = member((await t.login("basic")).access);
  items = await plainProducts(t.database.db, 3, "T0002", 10);
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown) =>
  t.call(`${COMMERCE}${path}`, { method, headers: basic, ...(body === undefined ? {} : { body }) });
const line = (i: number, qty = 1) => [{ itemCd: items[i]!.itemCd, tnantCd: "T0002", itemQty: qty }];
const order = { ordererMobileNum: "01099998888", agreeYn: "Y", returnPath: "/order" };
const address = {
  addrNm: "집",
  receiverNm: "이베이직",
  receiverMobileNum: "01099998888",
  zip: "04524",
  baseAddr: "서울특별시 중구 세종대로 110",
  detailAddr: "1층",
};

describe("address book", () => {
  it("adds, keeps one default, updates and deletes addresses", async () => {
    const first = (await call("POST", "/api/my/shipping", address)).body.data as ShippingAddress;
    expect(first.defaultYn).toBe("Y");
    const second = (await call("POST", "/api/my/shipping", { ...address, addrNm: "회사", defaultYn: "Y" })).body
      .data as ShippingAddress;
    const list = (await call("GET", "/api/my/shipping")).body.data as ShippingAddress[];
    expect(list.map((a) => [a.addrNo, a.defaultYn])).toEqual([
      [second.addrNo, "Y"],
      [first.addrNo, "N"],
    ]);
    const updated = await call("PUT", `/api/my/shipping/${first.addrNo}`, { ...address, detailAddr: "2층" });
    expect((updated.body.data as ShippingAddress).detailAddr).toBe("2층");
    expect((await call("DELETE", `/api/my/shipping/${first.addrNo}`)).body.data).toBeNull();
    expect((await call("DELETE", `/api/my/shipping/${first.addrNo}`)).status).toBe(404);
    expect((await call("POST", "/api/my/shipping", { ...address, zip: "1" })).status).toBe(400);
  });

  it("a refused update changes nothing: another member's or a missing address keeps my default", async () => {
    const mine = (await call("GET", "/api/my/shipping")).body.data as ShippingAddress[];
    const myDefault = mine.find((a) => a.defaultYn === "Y")!;
    const others = member((await t.login("demo")).access);
    const theirs = (
      await t.call(`${COMMERCE}/api/my/shipping`, {
        method: "POST",
        headers: others,
        body: { ...address, addrNm: "남의 집" },
      })
    ).body.data as ShippingAddress;
    for (const addrNo of [theirs.addrNo, 2_000_000_000]) {
      const refused = await call("PUT", `/api/my/shipping/${addrNo}`, { ...address, defaultYn: "Y" });
      expect(refused.status).toBe(404);
    }
    const after = (await call("GET", "/api/my/shipping")).body.data as ShippingAddress[];
    expect(after.find((a) => a.defaultYn === "Y")?.addrNo).toBe(myDefault.addrNo);
  });
});

describe("delivery, gift and transfer pay", () => {
  it("charges delivery under 100,000 won and needs an address", async () => {
    const calc = (await call("POST", "/api/orders/calculate", { items: line(0), orderDeliveryCd: "02" })).body
      .data as OrderCalculation;
    const fee = items[0]!.saleUprc < 100_000 ? 3_000 : 0;
    expect(calc.amounts.dlvrAmt).toBe(fee);
    expect(calc.amounts.netAmt).toBe(items[0]!.saleUprc + fee);
    const noAddr = await call("POST", "/api/orders", {
      ...order,
      items: line(0),
      orderDeliveryCd: "02",
      payMethod: "CARD",
      expectedNetAmt: calc.amounts.netAmt,
    });
    expect(noAddr.body.code).toBe("ORD0010");
    const badDay = await call("POST", "/api/orders", {
      ...order,
      items: line(0),
      revDate: "2000-01-01",
      payMethod: "CARD",
      expectedNetAmt: items[0]!.saleUprc,
    });
    expect(badDay.body.code).toBe("ORD0011");
  });

  it("keeps a pick-up time the store's hours offer and a note to the store; refuses another time (ORD0014)", async () => {
    const sheet = (await call("POST", "/api/orders/order", { items: line(0) })).body.data as OrderSheet;
    const store = sheet.stores[0]!;
    // Tomorrow: the store's whole day is offered.
    const day = sheet.pickupDates[1]!;
    const times = pickupTimes(store.openTime, store.closeTime);
    expect(times.length).toBeGreaterThan(0);
    const base = { ...order, items: line(0), revDate: day, payMethod: "CARD", expectedNetAmt: items[0]!.saleUprc };
    expect((await call("POST", "/api/orders", { ...base, revTakeHm: "04:17" })).body.code).toBe("ORD0014");
    const { revDate: _day, ...noDay } = base;
    expect((await call("POST", "/api/orders", { ...noDay, revTakeHm: times[0] })).body.code).toBe("ORD0014");
    expect((await call("POST", "/api/orders", { ...base, revTakeHm: "25:00" })).body.code).toBe("ORD0014");
    const s = (
      await call("POST", "/api/orders", { ...base, revTakeHm: times.at(-1), tnantRmk: "선물 포장 부탁드려요" })
    ).body.data as OrderStart;
    const detail = (await call("GET", `/api/orders/${s.orderNo}`)).body.data as OrderDetail;
    expect(detail).toMatchObject({ revDate: day, revTakeHm: times.at(-1), tnantRmk: "선물 포장 부탁드려요" });
    expect((await call("POST", `/api/orders/${s.orderNo}/cancel`, {})).status).toBe(200);
  });

  it("pays a gift order by transfer (toss) and shows it in the gift history and detail", async () => {
    const s = (
      await call("POST", "/api/orders", {
        ...order,
        items: line(1),
        payMethod: "TOSS",
        gift: { receiverNm: "박선물", receiverMobileNum: "01011112222", message: "축하해요" },
        expectedNetAmt: items[1]!.saleUprc,
      })
    ).body.data as OrderStart;
    const page = await paySandbox(t, s.payUrl!);
    expect(page.pageHtml).toContain("송금하기");
    const confirmed = await call("POST", "/api/payments/confirm", {
      paymentKey: page.query.paymentKey,
      orderNo: s.payNo,
      amount: s.cardAmt,
    });
    expect(confirmed.status).toBe(200);
    const gifts = (await call("GET", "/api/orders/history?giftYn=Y")).body.data as OrderHistoryPage;
    expect(gifts.list.map((o) => o.orderNo)).toEqual([s.orderNo]);
    const gift = await call("GET", `/api/orders/${s.orderNo}/gift`);
    expect(gift.body.data).toMatchObject({ receiverNm: "박선물", message: "축하해요", orderStatCd: "01" });
    const detail = (await call("GET", `/api/orders/${s.orderNo}`)).body.data as OrderDetail;
    expect(detail.payments[0]).toMatchObject({ payMethod: "TOSS", status: "DONE" });
  });

  it("releases an unpaid order after its hold: stock back, the open page closed", async () => {
    const before = await stockOf(t.database.db, items[2]!.itemCd, "T0002");
    const s = (
      await call("POST", "/api/orders", {
        ...order,
        items: line(2, 2),
        payMethod: "CARD",
        expectedNetAmt: items[2]!.saleUprc * 2,
      })
    ).body.data as OrderStart;
    expect(await stockOf(t.database.db, items[2]!.itemCd, "T0002")).toBe(before - 2);
    t.advance(21 * 60_000);
    // The access token (15 minutes) expired with the clock: sign in again.
    basic = member((await t.login("basic")).access);
    const detail = (await call("GET", `/api/orders/${s.orderNo}`)).body.data as OrderDetail;
    expect(detail.orderStatCd).toBe("09");
    expect(await stockOf(t.database.db, items[2]!.itemCd, "T0002")).toBe(before);
    expect((await paySandbox(t, s.payUrl!)).status).toBe(409);
    expect(
      (await call("POST", `/api/orders/${s.orderNo}/pay`, { payMethod: "CARD", returnPath: "/order" })).body.code,
    ).toBe("ORD0008");
  });

  it("the order-holds job releases anyone's unpaid order past its hold, with no request of theirs", async () => {
    const before = await stockOf(t.database.db, items[1]!.itemCd, "T0002");
    const s = (
      await call("POST", "/api/orders", {
        ...order,
        items: line(1),
        payMethod: "CARD",
        expectedNetAmt: items[1]!.saleUprc,
      })
    ).body.data as OrderStart;
    expect(await stockOf(t.database.db, items[1]!.itemCd, "T0002")).toBe(before - 1);
    const db = t.database.db;
    const payments = {
      db,
      clock: t.now,
      gateway: createSandboxGateway(db),
      fulfilments: { ORDER: fulfilOrder },
      voids: { ORDER: voidOrder },
    };
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (l: string) => void lines.push(l) });
    const job = startCheckoutJobs({ db, clock: t.now, payments }, logger, 3_600_000);
    const statusOf = async () =>
      (await queryRows<{ s: string }>(db, sql`select order_stat_cd as s from orders where order_no = ${s.orderNo}`))[0]!
        .s;
    await job.tick();
    expect(await statusOf()).toBe("00");
    t.advance(21 * 60_000);
    await job.tick();
    job.stop();
    expect(await statusOf()).toBe("09");
    expect(await stockOf(t.database.db, items[1]!.itemCd, "T0002")).toBe(before);
    expect((await paySandbox(t, s.payUrl!)).status).toBe(409);
    expect(lines.some((l) => l.includes("unpaid orders past their hold released"))).toBe(true);
  });
});
