import i18next from "i18next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prizeName, segmentText } from "./prize-text";

const coupon = (label: string) => ({ kind: "COUPON" as const, label, amount: null });

describe("prize texts", () => {
  beforeAll(() => i18next.changeLanguage("ko"));
  afterAll(() => i18next.changeLanguage("ko"));

  it("names prizes in Korean: the coupon's own name, stamps, won and next time", () => {
    expect(prizeName(coupon("룰렛 당첨 5,000원 할인"))).toBe("룰렛 당첨 5,000원 할인");
    expect(prizeName({ kind: "STAMP", label: "스탬프 3개", amount: 3 })).toBe("스탬프 3개");
    expect(prizeName({ kind: "PREPAID", label: "", amount: 5000 })).toBe("선불금 5,000원");
    expect(prizeName({ kind: "NONE", label: "", amount: null })).toBe("다음 기회에");
  });

  it("shortens a coupon on the wheel to its discount", () => {
    expect(segmentText(coupon("룰렛 당첨 5,000원 할인"))).toBe("5,000원 쿠폰");
    expect(segmentText(coupon("룰렛 당첨 와인 10% 할인"))).toBe("10% 쿠폰");
    expect(segmentText(coupon("시음회 초대권"))).toBe("할인 쿠폰");
  });

  it("names prizes in English too", async () => {
    await i18next.changeLanguage("en");
    expect(prizeName({ kind: "STAMP", label: "", amount: 1 })).toBe("1 stamp");
    expect(prizeName({ kind: "STAMP", label: "", amount: 3 })).toBe("3 stamps");
    expect(prizeName({ kind: "PREPAID", label: "", amount: 1000 })).toBe("₩1,000 prepaid");
    expect(segmentText(coupon("룰렛 당첨 와인 10% 할인"))).toBe("10% coupon");
  });
});
