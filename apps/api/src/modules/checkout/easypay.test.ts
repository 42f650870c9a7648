import type { EasyPayResult, EasyPayState, OrderDetail, OrderStart } from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMERCE, plainProducts } from "../../test/checkout-fixtures";
import { DEMO_PASSWORD, member, startTestServer, type TestServer } from "../../test/harness";
import { paySandbox } from "../../test/sandbox-pay";

let t: TestServer;
let staff: Record<string, string>;
let item: { itemCd: string; saleUprc: number };

beforeAll(async () => {
  t = await startTestServer();
  staff = member((await t.login("staff")).access);
  item = (await plainProducts(t.database.db, 1, "T0002", 10))[0]!;
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown) =>
  t.call(`${COMMERCE}${path}`, { method, headers: staff, ...(body === undefined ? {} : { body }) });

async function registerCard(password?: string) {
  const start = (await call("POST", "/api/easypay/cards", { returnPath: "/easypayment" })).body.data as {
    regNo: string;
    payUrl: string;
  };
  const page = await paySandbox(t, start.payUrl);
  expect(page.query).toMatchObject({ code: "0000", orderNo: start.regNo, cardCd: "CVSF" });
  return call("POST", "/api/easypay/cards/confirm", {
    regNo: start.regNo,
    billkey: page.query.billkey,
    ...(password ? { password } : {}),
  });
}

async function newOrder() {
  return (
    await call("POST", "/api/orders", {
      items: [{ itemCd: item.itemCd, tnantCd: "T0002", itemQty: 1 }],
      ordererMobileNum: "01055556666",
      agreeYn: "Y",
      payMethod: "EASYPAY",
      expectedNetAmt: item.saleUprc,
      empDcYn: "N",
    })
  ).body.data as OrderStart;
}

describe("easy pay", () => {
  it("registers a card (the first with a payment password), pays an order with it, deletes it", async () => {
    expect((await registerCard()).body.code).toBe("EASY0005");
    const res = await registerCard("000000");
    const card = res.body.data as EasyPayResult;
    expect(card).toMatchObject({ code: "0000", cardCd: "CVSF", cardNo: "4111-****-****-1111" });
    const state = (await call("GET", "/api/easypay")).body.data as EasyPayState;
    expect(state).toMatchObject({ maxCards: 10, hasPassword: true, locked: false, failCount: 0 });
    expect(state.cards[0]!.color).toBe("#1A1F71");

    const order = await newOrder();
    expect(order).toMatchObject({ orderStatCd: "00", payMethod: "EASYPAY", payUrl: null });
    const paid = await call("POST", `/api/orders/${order.orderNo}/easypay`, {
      billkey: card.billkey,
      password: "000000",
    });
    expect((paid.body.data as OrderDetail).orderStatCd).toBe("01");
    expect((paid.body.data as OrderDetail).payments[0]).toMatchObject({ payMethod: "EASYPAY", status: "DONE" });

    const after = (await call("DELETE", `/api/easypay/cards/${card.billkey}`)).body.data as EasyPayState;
    expect(after.cards).toHaveLength(0);
    expect((await call("DELETE", `/api/easypay/cards/${card.billkey}`)).body.code).toBe("EASY0004");
  });

  it("locks after five wrong passwords until the password is reset", async () => {
    const card = (await registerCard()).body.data as EasyPayResult;
    const order = await newOrder();
    const pay = (password: string) =>
      call("POST", `/api/orders/${order.orderNo}/easypay`, { billkey: card.billkey, password });
    for (let i = 1; i <= 4; i += 1) {
      const wrong = await pay("123456");
      expect(wrong.body.code).toBe("EASY0002");
      expect(wrong.body.message).toContain(`(${i}/5)`);
    }
    expect((await pay("123456")).body.code).toBe("EASY0003");
    expect((await pay("000000")).body.code).toBe("EASY0003");
    expect(((await call("GET", "/api/easypay")).body.data as EasyPayState).locked).toBe(true);
    const badReset = await call("PUT", "/api/easypay/password", { loginPassword: "nope", password: "111111" });
    expect(badReset.body.code).toBe("AUTH0001");
    const reset = await call("PUT", "/api/easypay/password", { loginPassword: DEMO_PASSWORD, password: "111111" });
    expect(reset.body.data).toMatchObject({ locked: false, failCount: 0 });
    expect(((await pay("111111")).body.data as OrderDetail).orderStatCd).toBe("01");
  });
});
