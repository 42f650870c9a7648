import { callEndpoint } from "../../../lib/http/client";

/** POST commerce-api orders/:orderNo/pay: a new payment attempt for an unpaid order (a new payNo and payUrl). */
export const startOrderPayment = (orderNo: string, payMethod: "CARD" | "RGLR" | "TOSS", returnPath: string) =>
  callEndpoint("orderPay", { pathParams: { orderNo }, data: { payMethod, returnPath } });
