import { describe, expect, it } from "vitest";
import { ageOn, isAdult } from "./adult";
import { ddayLabel } from "./dday";
import { distanceKm } from "./distance";

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

describe("distanceKm", () => {
  it("uses the haversine formula with 6371 km, one decimal", () => {
    const cityHall = { lat: 37.5663, lng: 126.9779 };
    const gangnam = { lat: 37.4979, lng: 127.0276 };
    expect(distanceKm(cityHall, gangnam)).toBe(8.8);
    expect(distanceKm(cityHall, cityHall)).toBe(0);
    const busan = { lat: 35.1796, lng: 129.0756 };
    expect(distanceKm(cityHall, busan)).toBe(325.1);
  });
});
