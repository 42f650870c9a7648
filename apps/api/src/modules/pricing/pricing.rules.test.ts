import { describe, expect, it } from "vitest";
import { type PriceLine, priceEvents, priceOrder, type Viewer } from "./pricing.rules";

const line = (over: Partial<PriceLine> = {}): PriceLine => ({
  itemCd: "W1",
  tnantCd: "T0001",
  itemQty: 1,
  itemNm: "와인",
  fileId: "F1",
  clasLCd: "10",
  clasMCd: "1010",
  saleUprc: 30_000,
  periodPrice: null,
  memberPrice: null,
  empPrice: null,
  eventPrice: null,
  eventNm: null,
  option: null,
  mixMatch: null,
  ...over,
});
const viewer: Viewer = { paid: false, isEmp: false, empDcYn: "Y", gradRate: 1 };
const base = {
  viewer,
  coupons: [],
  stampUseCnt: 0,
  stampBalance: 0,
  prepaidUseAmt: 0,
  prepaidBalance: 0,
  orderDeliveryCd: "01",
};
const mix = { eventNo: "M", eventNm: "2병 10%", minQty: 2, dcRate: 10 };

describe("event prices", () => {
  it("takes the period price, then the discount event (09); mix-and-match (03) needs its units per store", () => {
    const [p] = priceEvents([line({ periodPrice: 28_000, eventPrice: 25_000, itemQty: 2 })]);
    expect(p).toMatchObject({ todayUnit: 28_000, periodDcAmt: 4_000, discountDcAmt: 6_000, eventCd: "09" });
    const alone = priceEvents([line({ mixMatch: mix }), line({ itemCd: "W2", tnantCd: "T0002", mixMatch: mix })]);
    expect(alone.map((x) => x.mixDcAmt)).toEqual([0, 0]);
    const pair = priceEvents([line({ mixMatch: mix }), line({ itemCd: "W2", saleUprc: 15_555, mixMatch: mix })]);
    expect(pair.map((x) => x.mixDcAmt)).toEqual([3_000, 1_555]);
  });
});

describe("order amounts", () => {
  it("gives the larger of the paid-member and employee prices, never both", () => {
    const l = line({ memberPrice: 27_000, empPrice: 24_000, itemQty: 2 });
    const paidEmp = priceOrder({ ...base, lines: [l], viewer: { ...viewer, paid: true, isEmp: true } });
    expect(paidEmp.amounts).toMatchObject({ employeeAddDcAmt: 12_000, userAddDcAmt: 0, netAmt: 48_000 });
    const paidOnly = priceOrder({ ...base, lines: [l], viewer: { ...viewer, paid: true } });
    expect(paidOnly.amounts).toMatchObject({ employeeAddDcAmt: 0, userAddDcAmt: 6_000, netAmt: 54_000 });
    const off = priceOrder({ ...base, lines: [l], viewer: { ...viewer, isEmp: true, empDcYn: "N" } });
    expect(off.amounts.netAmt).toBe(60_000);
  });

  it("applies coupons one after another, spreads them over the lines, and refuses two of a class", () => {
    const lines = [line(), line({ itemCd: "W2", saleUprc: 10_001 })];
    const r = priceOrder({
      ...base,
      lines,
      coupons: [
        { cpnIssuNo: "C1", couponName: "10%", discountType: "FIXED_RATE", discountValue: 10, clssfcOfCponApplc: "10" },
        {
          cpnIssuNo: "C2",
          couponName: "3천원",
          discountType: "FLAT_RATE",
          discountValue: 3_000,
          clssfcOfCponApplc: "20",
        },
      ],
    });
    expect(r.discounts.map((d) => [d.ref, d.amount])).toEqual([
      ["C1", 4_000],
      ["C2", 3_000],
    ]);
    expect(r.orderItems.reduce((s, i) => s + i.cpnDcAmt, 0)).toBe(7_000);
    expect(r.amounts).toMatchObject({ totalCpnDcAmt: 7_000, netAmt: 33_001, totalTaxAmt: 3_000 });
    expect(() =>
      priceOrder({
        ...base,
        lines,
        coupons: [
          { cpnIssuNo: "C1", couponName: "a", discountType: "FLAT_RATE", discountValue: 1, clssfcOfCponApplc: "10" },
          { cpnIssuNo: "C2", couponName: "b", discountType: "FLAT_RATE", discountValue: 1, clssfcOfCponApplc: "10" },
        ],
      }),
    ).toThrow(expect.objectContaining({ def: expect.objectContaining({ code: "ORD0004" }) }));
  });

  it("uses stamps in rewards of 10, charges delivery under 100,000 won, splits prepaid and card", () => {
    const r = priceOrder({
      ...base,
      lines: [line()],
      viewer: { ...viewer, paid: true },
      stampUseCnt: 20,
      stampBalance: 25,
      prepaidUseAmt: 50_000,
      prepaidBalance: 12_000,
      orderDeliveryCd: "02",
    });
    expect(r.amounts).toMatchObject({
      pointUseAmt: 10_000,
      dlvrAmt: 3_000,
      netAmt: 23_000,
      prepaidAmt: 12_000,
      cardAmt: 11_000,
      pointSaveAmt: 200,
    });
    expect(() => priceOrder({ ...base, lines: [line()], stampUseCnt: 15, stampBalance: 30 })).toThrow();
    expect(() => priceOrder({ ...base, lines: [line()], prepaidUseAmt: 1, prepaidBalance: 5 })).toThrow(
      expect.objectContaining({ def: expect.objectContaining({ code: "ORD0009" }) }),
    );
  });
});
