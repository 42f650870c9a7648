import type { OrderStart } from "@cellar/contracts";
import { COMMERCE } from "../../test/checkout-fixtures";
import type { TestServer } from "../../test/harness";
import { paySandbox } from "../../test/sandbox-pay";

export const USER = "/user-api/v1.0.0/api/wine-keeps";
export const MNGR = "/mngr-api/v1.0.0/api/wine-keeps";
export const KEY = "wine-keep-store-key-0123456789";

/**
 * A pick-up order of `qty` bottles at the store, "keep at the store" or not, paid the way the app
 * does: on the sandbox card page and confirmed (payments confirm → ORDER fulfilment), or with
 * `easyPay` (a registered card's billing key) by easy pay and the payment password.
 */
export async function payPickupOrder(
  t: TestServer,
  headers: Record<string, string>,
  item: { itemCd: string; saleUprc: number },
  o: { qty: number; tnantCd: string; keep: boolean; easyPay?: { billkey: string } },
) {
  const call = (method: string, path: string, body?: unknown) =>
    t.call(`${COMMERCE}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const created = await call("POST", "/api/orders", {
    ordererMobileNum: "01099998888",
    agreeYn: "Y",
    returnPath: "/order",
    items: [{ itemCd: item.itemCd, tnantCd: o.tnantCd, itemQty: o.qty }],
    orderDeliveryCd: "01",
    appKeepYn: o.keep ? "Y" : "N",
    payMethod: o.easyPay ? "EASYPAY" : "CARD",
    expectedNetAmt: item.saleUprc * o.qty,
  });
  if (created.status !== 200) throw new Error(`order refused: ${JSON.stringify(created.body)}`);
  const s = created.body.data as OrderStart;
  if (o.easyPay) {
    const paid = await call("POST", `/api/orders/${s.orderNo}/easypay`, { ...o.easyPay, password: "000000" });
    if (paid.status !== 200) throw new Error(`easy pay refused: ${JSON.stringify(paid.body)}`);
    return s.orderNo;
  }
  const page = await paySandbox(t, s.payUrl!);
  const confirmed = await call("POST", "/api/payments/confirm", {
    paymentKey: page.query.paymentKey,
    orderNo: s.payNo,
    amount: s.cardAmt,
  });
  if (confirmed.status !== 200) throw new Error(`confirm refused: ${JSON.stringify(confirmed.body)}`);
  return s.orderNo;
}
