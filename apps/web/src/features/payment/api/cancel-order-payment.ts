import { callEndpoint } from "../../../lib/http/client";

/**
 * POST commerce-api orders/:orderNo/pay-cancel: the popup was left (999990 from the native back) or
 * the payment declined; the order stays unpaid with its holds.
 */
export const cancelOrderPayment = (orderNo: string, code: string, message: string) =>
  callEndpoint("orderPayCancel", { pathParams: { orderNo }, data: { code, message }, hidden: true, silent: true });
