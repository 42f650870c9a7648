import { callEndpoint } from "../../../lib/http/client";

/**
 * POST commerce-api orders/:orderNo/easypay: checks the 6-digit payment password (5 wrong tries
 * lock) and charges the registered card; answers the paid order.
 */
export const payWithEasyPay = (orderNo: string, billkey: string, password: string) =>
  callEndpoint("orderEasyPay", { pathParams: { orderNo }, data: { billkey, password }, silent: true });
