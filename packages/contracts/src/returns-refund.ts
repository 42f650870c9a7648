/**
 * The refund rule of returns (decision 404), a pure function property-tested with fast-check.
 *
 * - Money goes back the way it came: the gateway part (card, easy pay, transfer: a partial cancel
 *   of the order's payment) first, then the prepaid balance, each never more than it paid.
 * - A partial return refunds its share of the goods paid (the paid total less the delivery fee),
 *   by the lines' value, computed cumulatively (the order's returned value so far → refunded so
 *   far), so rounding never drifts over repeated returns.
 * - The return that completes the whole order refunds exactly what is left of what was paid
 *   (delivery fee included), and only then do coupons and stamps come back.
 * - The return fee is paid separately (decision 403): it is never deducted here.
 */
export type RefundOrder = {
  /** What the gateway captured (card, easy pay, transfer) and what the prepaid balance paid. */
  gatewayPaid: number;
  prepaidPaid: number;
  deliveryFee: number;
  lines: { orderItemNo: number; qty: number; unitValue: number }[];
  couponCount: number;
  stampUseCnt: number;
};
export type RefundSoFar = { gateway: number; prepaid: number; returned: Record<number, number> };
export type Refund = {
  gateway: number;
  prepaid: number;
  total: number;
  /** The order is now returned whole: coupons are restored and stamps given back. */
  full: boolean;
  couponsBack: boolean;
  stampsBack: number;
};

export function refundOf(order: RefundOrder, soFar: RefundSoFar, take: { orderItemNo: number; qty: number }[]): Refund {
  const paid = order.gatewayPaid + order.prepaidPaid;
  const already = soFar.gateway + soFar.prepaid;
  const returned = { ...soFar.returned };
  for (const t of take) returned[t.orderItemNo] = (returned[t.orderItemNo] ?? 0) + t.qty;
  let value = 0;
  let returnedValue = 0;
  let full = true;
  for (const l of order.lines) {
    const back = Math.min(l.qty, returned[l.orderItemNo] ?? 0);
    value += l.qty * l.unitValue;
    returnedValue += back * l.unitValue;
    if (back < l.qty) full = false;
  }
  const goodsPaid = Math.max(0, paid - order.deliveryFee);
  const target = full ? paid : value > 0 ? Math.floor((goodsPaid * returnedValue) / value) : 0;
  const total = Math.max(0, Math.min(paid - already, target - already));
  const gateway = Math.min(total, Math.max(0, order.gatewayPaid - soFar.gateway));
  const wasFull = order.lines.every((l) => (soFar.returned[l.orderItemNo] ?? 0) >= l.qty);
  const completes = full && !wasFull;
  return {
    gateway,
    prepaid: total - gateway,
    total,
    full,
    couponsBack: completes && order.couponCount > 0,
    stampsBack: completes ? order.stampUseCnt : 0,
  };
}
