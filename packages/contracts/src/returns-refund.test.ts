import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type RefundOrder, type RefundSoFar, refundOf } from "./returns-refund";

/** An order: 1–4 lines, paid by the gateway, prepaid or both, maybe with coupons and stamps. */
const orderArb = fc
  .record({
    lines: fc.array(
      fc.record({ qty: fc.integer({ min: 1, max: 6 }), unitValue: fc.integer({ min: 0, max: 200_000 }) }),
      {
        minLength: 1,
        maxLength: 4,
      },
    ),
    gatewayPaid: fc.integer({ min: 0, max: 1_500_000 }),
    prepaidPaid: fc.integer({ min: 0, max: 500_000 }),
    deliveryFee: fc.constantFrom(0, 3_000),
    couponCount: fc.integer({ min: 0, max: 2 }),
    stampUseCnt: fc.integer({ min: 0, max: 10 }),
  })
  .map(
    (o): RefundOrder => ({
      ...o,
      // The delivery fee is part of what was paid (never more than it).
      deliveryFee: Math.min(o.deliveryFee, o.gatewayPaid + o.prepaidPaid),
      lines: o.lines.map((l, i) => ({ ...l, orderItemNo: i + 1 })),
    }),
  );

/** The order returned in a sequence of returns: each takes 1..left units of some line. */
const scenarioArb = orderArb.chain((order) =>
  fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 12 }).map((picks) => ({ order, picks })),
);

function run(order: RefundOrder, picks: [number, number][], untilFull: boolean) {
  const soFar: RefundSoFar = { gateway: 0, prepaid: 0, returned: {} };
  const refunds = [];
  const left = () => order.lines.filter((l) => (soFar.returned[l.orderItemNo] ?? 0) < l.qty);
  let i = 0;
  while (left().length > 0 && (untilFull || i < picks.length)) {
    const [a, b] = picks[i % picks.length]!;
    i += 1;
    const open = left();
    const line = open[a % open.length]!;
    const qty = 1 + (b % (line.qty - (soFar.returned[line.orderItemNo] ?? 0)));
    const r = refundOf(order, soFar, [{ orderItemNo: line.orderItemNo, qty }]);
    refunds.push(r);
    soFar.gateway += r.gateway;
    soFar.prepaid += r.prepaid;
    soFar.returned[line.orderItemNo] = (soFar.returned[line.orderItemNo] ?? 0) + qty;
  }
  return { soFar, refunds };
}

describe("the refund rule", () => {
  it("never refunds more than was paid, per method and in total, whatever the returns", () => {
    fc.assert(
      fc.property(scenarioArb, ({ order, picks }) => {
        const { soFar, refunds } = run(order, picks, false);
        for (const r of refunds) {
          expect(r.gateway).toBeGreaterThanOrEqual(0);
          expect(r.prepaid).toBeGreaterThanOrEqual(0);
          expect(r.total).toBe(r.gateway + r.prepaid);
        }
        expect(soFar.gateway).toBeLessThanOrEqual(order.gatewayPaid);
        expect(soFar.prepaid).toBeLessThanOrEqual(order.prepaidPaid);
      }),
      { numRuns: 500 },
    );
  });

  it("refunds exactly what was paid once the whole order is returned, coupons and stamps once", () => {
    fc.assert(
      fc.property(scenarioArb, ({ order, picks }) => {
        const { soFar, refunds } = run(order, picks, true);
        expect(soFar.gateway).toBe(order.gatewayPaid);
        expect(soFar.prepaid).toBe(order.prepaidPaid);
        const last = refunds.at(-1)!;
        expect(last.full).toBe(true);
        expect(refunds.filter((r) => r.couponsBack)).toHaveLength(order.couponCount > 0 ? 1 : 0);
        expect(refunds.reduce((s, r) => s + r.stampsBack, 0)).toBe(order.stampUseCnt);
        expect(last.stampsBack).toBe(order.stampUseCnt);
      }),
      { numRuns: 500 },
    );
  });

  it("a return of the whole order at once refunds exactly what was paid", () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const all = order.lines.map((l) => ({ orderItemNo: l.orderItemNo, qty: l.qty }));
        const r = refundOf(order, { gateway: 0, prepaid: 0, returned: {} }, all);
        expect(r).toMatchObject({ gateway: order.gatewayPaid, prepaid: order.prepaidPaid, full: true });
      }),
    );
  });

  it("a partial return refunds its share of the goods, the gateway part first", () => {
    const order: RefundOrder = {
      gatewayPaid: 40_000,
      prepaidPaid: 20_000,
      deliveryFee: 3_000,
      lines: [
        { orderItemNo: 1, qty: 2, unitValue: 19_000 },
        { orderItemNo: 2, qty: 1, unitValue: 19_000 },
      ],
      couponCount: 1,
      stampUseCnt: 2,
    };
    const first = refundOf(order, { gateway: 0, prepaid: 0, returned: {} }, [{ orderItemNo: 1, qty: 1 }]);
    expect(first).toMatchObject({ gateway: 19_000, prepaid: 0, total: 19_000, full: false, couponsBack: false });
    const rest = refundOf(order, { gateway: 19_000, prepaid: 0, returned: { 1: 1 } }, [
      { orderItemNo: 1, qty: 1 },
      { orderItemNo: 2, qty: 1 },
    ]);
    expect(rest).toMatchObject({ gateway: 21_000, prepaid: 20_000, total: 41_000, couponsBack: true, stampsBack: 2 });
  });
});
