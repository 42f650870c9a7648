import { callEndpoint } from "../../../lib/http/client";

/**
 * POST commerce-api orders/:orderNo/pay-cancel: the popup was left (999990 from the native back) or
 * the payment declined; the order stays unpaid with its holds. `payNo` names the attempt the hosted
 * page answered for, so a late answer never cancels a newer attempt.
 */
export const cancelOrderPayment = (orderNo: string, code: string, message: string, payNo?: string) =>
  callEndpoint("orderPayCancel", {
    pathParams: { orderNo },
    data: { code, message, ...(payNo ? { payNo } : {}) },
    hidden: true,
    silent: true,
  });
