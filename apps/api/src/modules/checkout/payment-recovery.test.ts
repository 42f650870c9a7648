import type { OrderCreateRequest } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentGateway } from "../../adapters/payment/gateway";
import { confirmPayment, type PaymentsDeps } from "../../adapters/payment/payments.usecases";
import { createSandboxGateway } from "../../adapters/payment/sandbox/sandbox.gateway";
import { queryRows } from "../../app/query";
import { plainProducts, stockOf } from "../../test/checkout-fixtures";
import { startTestServer, type TestServer } from "../../test/harness";
import { paySandbox } from "../../test/sandbox-pay";
import { createCheckoutDeps, fulfilOrder, voidOrder } from "./checkout.routes";
import { type CheckoutDeps, createOrder } from "./order-create.usecases";
import { cancelOrder, payAgain, payCancel } from "./order-pay.usecases";
import { orderDetail } from "./order-read.usecases";

const DEMO = "M202103150001";

/**
 * What happens to the card money when the provider or our own process fails half-way: a capture
 * whose confirm never finished, a refund the provider did not answer, a hosted page that did not
 * open, a late "cancelled" answer for an attempt already replaced.
 */
let t: TestServer;
let deps: CheckoutDeps;
let items: { itemCd: string; saleUprc: number }[];
/** Faults the tests switch on: the sandbox provider fails these calls while they are set. */
const faults = { refund: false, startCheckout: false };

beforeAll(async () => {
  t = await startTestServer();
  const db = t.database.db;
  const sandbox = createSandboxGateway(db);
  const gateway: PaymentGateway = {
    ...sandbox,
    startCheckout: (r) =>
      faults.startCheckout ? Promise.reject(new Error("provider down")) : sandbox.startCheckout(r),
    refund: (k) => (faults.refund ? Promise.reject(new Error("provider timeout")) : sandbox.refund(k)),
  };
  const clock = () => new Date();
  const payments: PaymentsDeps = {
    db,
    clock,
    gateway,
    fulfilments: { ORDER: fulfilOrder },
    voids: { ORDER: voidOrder },
  };
  deps = createCheckoutDeps({ db, clock, payments });
  items = await plainProducts(db, 2, "T0001", 50);
});
afterAll(() => t.close());

const order = (item: { itemCd: string; saleUprc: number }): OrderCreateRequest =>
  ({
    items: [{ itemCd: item.itemCd, tnantCd: "T0001", itemQty: 1 }],
    couponCds: [],
    stampUseCnt: 0,
    prepaidUseAmt: 0,
    orderDeliveryCd: "01",
    empDcYn: "Y",
    takeType: "01",
    appKeepYn: "N",
    ordererMobileNum: "01012345678",
    email: "",
    receiverRmk: "",
    tnantRmk: "",
    agreeYn: "Y",
    payMethod: "CARD",
    returnPath: "/order",
    expectedNetAmt: item.saleUprc,
  }) as OrderCreateRequest;
const provider = async (payNo: string) =>
  (
    await queryRows<{ s: string }>(
      t.database.db,
      sql`select status as s from sandbox_payments where order_no = ${payNo}`,
    )
  )[0]?.s;
const ours = async (payNo: string) =>
  (await queryRows<{ s: string }>(t.database.db, sql`select status as s from payments where order_no = ${payNo}`))[0]
    ?.s;

describe("payment recovery", () => {
  it("a capture whose confirm never finished is refunded when its attempt is abandoned", async () => {
    const start = await createOrder(deps, DEMO, order(items[0]!));
    const page = await paySandbox(t, start.payUrl!);
    // The provider captured, and then our process stopped before it recorded anything.
    await deps.payments.gateway.confirm({
      paymentKey: page.query.paymentKey!,
      orderNo: start.payNo!,
      amount: start.cardAmt,
    });
    expect(await provider(start.payNo!)).toBe("CAPTURED");
    const again = await payAgain(deps, DEMO, start.orderNo, "CARD", "/order");
    expect(again.payNo).toBe(`${start.orderNo}-2`);
    expect(await provider(start.payNo!)).toBe("REFUNDED");
    expect(await ours(start.payNo!)).toBe("FAILED");
    // A retried confirm of the abandoned attempt is refused and captures nothing more.
    await expect(
      confirmPayment(deps.payments, DEMO, {
        paymentKey: page.query.paymentKey!,
        orderNo: start.payNo!,
        amount: start.cardAmt,
      }),
    ).rejects.toMatchObject({ def: { code: "PAY0004" } });
    expect(await provider(start.payNo!)).toBe("REFUNDED");
  });

  it("a cancel whose refund the provider did not answer is cancelled now and refunded on a later visit", async () => {
    const start = await createOrder(deps, DEMO, order(items[0]!));
    const page = await paySandbox(t, start.payUrl!);
    await confirmPayment(deps.payments, DEMO, {
      paymentKey: page.query.paymentKey!,
      orderNo: start.payNo!,
      amount: start.cardAmt,
    });
    faults.refund = true;
    await cancelOrder(deps, DEMO, start.orderNo, "변심");
    faults.refund = false;
    const cancelled = await orderDetail(deps, DEMO, start.orderNo);
    expect(cancelled.orderStatCd).toBe("09");
    expect(await provider(start.payNo!)).toBe("REFUNDED");
    expect(cancelled.payments[0]!.status).toBe("CANCELLED");
  });

  it("keeps the refund owed while the provider stays down", async () => {
    const start = await createOrder(deps, DEMO, order(items[1]!));
    const page = await paySandbox(t, start.payUrl!);
    await confirmPayment(deps.payments, DEMO, {
      paymentKey: page.query.paymentKey!,
      orderNo: start.payNo!,
      amount: start.cardAmt,
    });
    faults.refund = true;
    try {
      await cancelOrder(deps, DEMO, start.orderNo, "변심");
      const detail = await orderDetail(deps, DEMO, start.orderNo);
      expect(detail.orderStatCd).toBe("09");
      expect(detail.payments[0]!.status).toBe("REFUNDING");
      expect(await provider(start.payNo!)).toBe("CAPTURED");
    } finally {
      faults.refund = false;
    }
    await orderDetail(deps, DEMO, start.orderNo);
    expect(await provider(start.payNo!)).toBe("REFUNDED");
    expect(await ours(start.payNo!)).toBe("CANCELLED");
  });

  it("a hosted page that does not open gives a clear error and holds nothing", async () => {
    const item = items[1]!;
    const before = await stockOf(t.database.db, item.itemCd, "T0001");
    faults.startCheckout = true;
    try {
      await expect(createOrder(deps, DEMO, order(item))).rejects.toMatchObject({
        def: { code: "PAY0005", status: 503 },
      });
    } finally {
      faults.startCheckout = false;
    }
    expect(await stockOf(t.database.db, item.itemCd, "T0001")).toBe(before);
  });

  it("a late 'cancelled' answer for a replaced attempt leaves the newer one payable", async () => {
    const start = await createOrder(deps, DEMO, order(items[0]!));
    const again = await payAgain(deps, DEMO, start.orderNo, "CARD", "/order");
    await payCancel(deps, DEMO, start.orderNo, { code: "PAY_CANCELLED", message: "", payNo: start.payNo! });
    const page = await paySandbox(t, again.payUrl);
    const paid = await confirmPayment(deps.payments, DEMO, {
      paymentKey: page.query.paymentKey!,
      orderNo: again.payNo,
      amount: again.cardAmt,
    });
    expect(paid.status).toBe("DONE");
  });

  it("an approval that arrives after its attempt was abandoned is voided at the provider", async () => {
    const start = await createOrder(deps, DEMO, order(items[0]!));
    await payCancel(deps, DEMO, start.orderNo, { code: "999990", message: "" });
    expect(await ours(start.payNo!)).toBe("FAILED");
    // The provider's page was opened after the void reached it (two taps racing): it still takes a card.
    await t.database.db.execute(sql`update sandbox_payments set status = 'REQUESTED' where order_no = ${start.payNo}`);
    const page = await paySandbox(t, start.payUrl!);
    expect(await provider(start.payNo!)).toBe("AUTHORIZED");
    await expect(
      confirmPayment(deps.payments, DEMO, {
        paymentKey: page.query.paymentKey!,
        orderNo: start.payNo!,
        amount: start.cardAmt,
      }),
    ).rejects.toMatchObject({ def: { code: "PAY0004" } });
    // No hold stays on the card.
    expect(await provider(start.payNo!)).toBe("VOIDED");
  });

  it("a cancel that gives back the last units tells the members waiting for them", async () => {
    const item = items[1]!;
    const db = t.database.db;
    await db.execute(sql`update product_stock set qty = 1 where item_cd = ${item.itemCd} and tnant_cd = 'T0001'`);
    const start = await createOrder(deps, DEMO, order(item));
    expect(await stockOf(db, item.itemCd, "T0001")).toBe(0);
    await db.execute(sql`insert into restock_alarms (mber_no, item_cd, tnant_cd) values ('M202308020002', ${item.itemCd}, 'T0001')
      on conflict do nothing`);
    await cancelOrder(deps, DEMO, start.orderNo, "변심");
    const [waiting] = await queryRows<{ notified: boolean }>(
      db,
      sql`select notified_at is not null as notified from restock_alarms
        where mber_no = 'M202308020002' and item_cd = ${item.itemCd}`,
    );
    expect(waiting!.notified).toBe(true);
  });
});
