import { describe, expect, it } from "vitest";
import { formatInstant } from "./seoul-time";

describe("formatInstant", () => {
  it("shows an instant in Korean time", () => {
    expect(formatInstant("2026-11-21T16:30:00Z")).toBe("2026.11.22 01:30");
    expect(formatInstant("2026-11-21T16:30:00Z", false)).toBe("2026.11.22");
  });
  it("gives '' for unreadable values", () => {
    expect(formatInstant("nope")).toBe("");
    expect(formatInstant(null)).toBe("");
  });
  it("agrees with the Asia/Seoul time zone at every hour boundary it is checked on (1990–2100)", () => {
    const zone = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Seoul",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2100, 0, 1); t += 7_919 * 60_000 + 13_000) {
      const p = Object.fromEntries(zone.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
      expect(formatInstant(new Date(t).toISOString())).toBe(`${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}`);
    }
  });
});
