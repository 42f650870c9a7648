import { describe, expect, it } from "vitest";
import { ageOn, isAdult } from "./adult";

// 2026-06-15 10:00 in Korea
const today = new Date("2026-06-15T01:00:00Z");

describe("isAdult", () => {
  it("is adult from the 18th birthday on", () => {
    expect(isAdult("20080615", today)).toBe(true);
    expect(isAdult("20080616", today)).toBe(false);
    expect(isAdult("20080614", today)).toBe(true);
    expect(isAdult("20080715", today)).toBe(false);
    expect(isAdult("19800101", today)).toBe(true);
  });

  it("uses the day in Korea, not the device's UTC day", () => {
    // 2026-06-14 16:00 UTC is already 2026-06-15 in Korea
    expect(isAdult("20080615", new Date("2026-06-14T16:00:00Z"))).toBe(true);
    expect(isAdult("20080615", new Date("2026-06-14T14:00:00Z"))).toBe(false);
  });

  it("rejects empty, wrong-length and impossible dates", () => {
    expect(isAdult("", today)).toBe(false);
    expect(isAdult(null, today)).toBe(false);
    expect(isAdult("2008061", today)).toBe(false);
    expect(isAdult("200806150", today)).toBe(false);
    expect(isAdult("1990-1-1", today)).toBe(false);
    expect(isAdult("19900230", today)).toBe(false);
    expect(isAdult("19901301", today)).toBe(false);
    expect(isAdult("20300101", today)).toBe(false);
  });

  it("counts a 29 February birthday as reached on 1 March", () => {
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(18);
  });
});
