import { describe, expect, it } from "vitest";
import { pickupTimes } from "./checkout-constants";

describe("pickupTimes", () => {
  it("offers every half hour from opening to half an hour before closing", () => {
    const times = pickupTimes("10:00", "22:00:00");
    expect(times[0]).toBe("10:00");
    expect(times.at(-1)).toBe("21:30");
    expect(times).toHaveLength(24);
  });

  it("today, starts half an hour after now, on the next half hour", () => {
    // 14:10 → not before 14:40 → 15:00
    expect(pickupTimes("10:00", "22:00", 14 * 60 + 10)[0]).toBe("15:00");
    // 14:00 → 14:30 exactly
    expect(pickupTimes("10:00", "22:00", 14 * 60)[0]).toBe("14:30");
    // before opening: from opening
    expect(pickupTimes("10:00", "22:00", 7 * 60)[0]).toBe("10:00");
    // too late for today: none
    expect(pickupTimes("10:00", "22:00", 21 * 60 + 10)).toEqual([]);
  });

  it("wraps hours that close after midnight, and keeps odd opening minutes", () => {
    expect(pickupTimes("22:00", "02:00")).toEqual([
      "22:00",
      "22:30",
      "23:00",
      "23:30",
      "00:00",
      "00:30",
      "01:00",
      "01:30",
    ]);
    expect(pickupTimes("10:15", "11:30")).toEqual(["10:15", "10:45"]);
  });
});
