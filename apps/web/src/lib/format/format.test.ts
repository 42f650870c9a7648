import { describe, expect, it } from "vitest";
import { formatCardNumber } from "./card";
import { formatDate, parseServerDate, seoulDateParts } from "./date";
import { formatDistance } from "./distance";
import { formatNumber } from "./number";
import { formatPhone } from "./phone";

describe("formatNumber", () => {
  it("adds comma thousands separators", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(-50000)).toBe("-50,000");
    expect(formatNumber("1234567.5")).toBe("1,234,567.5");
    expect(formatNumber("12,345")).toBe("12,345");
    expect(formatNumber(null)).toBe("0");
    expect(formatNumber("abc")).toBe("abc");
  });
});

describe("formatPhone", () => {
  it("formats 10 digits as 0x(x)-xxx(x)-xxxx, including Seoul 02 numbers", () => {
    expect(formatPhone("0311234567")).toBe("031-123-4567");
    expect(formatPhone("0212345678")).toBe("02-1234-5678");
    expect(formatPhone("021234567")).toBe("02-123-4567");
    expect(formatPhone("0101234567")).toBe("010-123-4567");
  });

  it("formats 11 digits as 01x-xxxx-xxxx and leaves other lengths unchanged", () => {
    expect(formatPhone("01012345678")).toBe("010-1234-5678");
    expect(formatPhone("010-1234-5678")).toBe("010-1234-5678");
    expect(formatPhone("1588123")).toBe("1588123");
    expect(formatPhone("15881234")).toBe("15881234");
    expect(formatPhone("")).toBe("");
  });
});

describe("formatCardNumber", () => {
  it("splits the card number 4-4-4-4", () => {
    expect(formatCardNumber("1234567890123456")).toBe("1234 5678 9012 3456");
    expect(formatCardNumber("1234-5678-9012-3456")).toBe("1234 5678 9012 3456");
    expect(formatCardNumber(null)).toBe("");
  });
});

describe("dates", () => {
  it("formats server dates", () => {
    expect(formatDate("2026-03-01 13:05:09.0")).toBe("2026.03.01");
    expect(formatDate("20260301", "YYYY-MM-DD")).toBe("2026-03-01");
    expect(formatDate("2026-03-01 13:05:09.0", "YYYY.MM.DD HH:mm:ss")).toBe("2026.03.01 13:05:09");
    expect(formatDate("2026-02-30")).toBe("");
    expect(formatDate(null)).toBe("");
    expect(parseServerDate("nonsense")).toBeNull();
  });

  it("reads the calendar day in Korea", () => {
    expect(seoulDateParts(new Date("2026-03-01T15:30:00Z"))).toEqual({ year: 2026, month: 3, day: 2 });
    expect(seoulDateParts(new Date("2026-03-01T14:59:59Z"))).toEqual({ year: 2026, month: 3, day: 1 });
  });
});

describe("formatDistance", () => {
  it("shows one decimal and km", () => {
    expect(formatDistance(1.2)).toBe("1.2 km");
    expect(formatDistance(3)).toBe("3.0 km");
    expect(formatDistance(Number.NaN)).toBe("");
  });
});
