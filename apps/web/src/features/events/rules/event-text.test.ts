import { describe, expect, it } from "vitest";
import { badgeOf, eventWhen } from "./event-text";

describe("event texts", () => {
  it("writes one day's times once and two days in full (Seoul time)", () => {
    expect(eventWhen({ startAt: "2026-12-05T06:00:00Z", endAt: "2026-12-05T08:00:00Z" })).toBe(
      "2026.12.05 15:00 – 17:00",
    );
    expect(eventWhen({ startAt: "2026-12-05T04:00:00Z", endAt: "2026-12-06T09:00:00Z" })).toBe(
      "2026.12.05 13:00 – 2026.12.06 18:00",
    );
  });

  it("badges a closed event, the member's seat, then the sign-up state", () => {
    expect(badgeOf({ status: "CLOSED", signupState: "CLOSED", signedUp: true })).toBe("CLOSED");
    expect(badgeOf({ status: "OPEN", signupState: "FULL", signedUp: true })).toBe("SIGNED_UP");
    expect(badgeOf({ status: "UPCOMING", signupState: "NOT_YET", signedUp: false })).toBe("UPCOMING");
    expect(badgeOf({ status: "OPEN", signupState: "FULL", signedUp: false })).toBe("FULL");
    expect(badgeOf({ status: "OPEN", signupState: "NONE", signedUp: false })).toBe("FREE");
    expect(badgeOf({ status: "OPEN", signupState: "OPEN", signedUp: false })).toBe("OPEN");
  });
});
