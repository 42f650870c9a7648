import { describe, expect, it } from "vitest";
import { ddayLabel } from "./dday";

// 2026-06-15 10:00 in Korea
const today = new Date("2026-06-15T01:00:00Z");

describe("ddayLabel", () => {
  it("counts calendar days in Korea", () => {
    expect(ddayLabel("2026-06-18", today)).toBe("D-3");
    expect(ddayLabel("2026-06-16 00:00:00", today)).toBe("D-1");
    expect(ddayLabel("2026-06-15 23:59:59", today)).toBe("D-DAY");
    expect(ddayLabel("20260615", today)).toBe("D-DAY");
    expect(ddayLabel("2026-06-13", today)).toBe("D+2");
    // late evening UTC is already the next day in Korea
    expect(ddayLabel("2026-06-16", new Date("2026-06-15T15:30:00Z"))).toBe("D-DAY");
    expect(ddayLabel("", today)).toBe("");
  });
});
