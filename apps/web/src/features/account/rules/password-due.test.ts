import { describe, expect, it } from "vitest";
import { isPasswordChangeDue } from "./password-due";

describe("password change due (pwdChngLmttDe)", () => {
  // 2026-03-10 00:30 in Seoul is still 2026-03-09 in UTC.
  const now = new Date("2026-03-09T15:30:00Z");

  it("is due on the day and after it, in Korea time", () => {
    expect(isPasswordChangeDue("2026-03-10", now)).toBe(true);
    expect(isPasswordChangeDue("20260301", now)).toBe(true);
    expect(isPasswordChangeDue("2026-03-11", now)).toBe(false);
  });

  it("is not due without a day", () => {
    expect(isPasswordChangeDue(null, now)).toBe(false);
    expect(isPasswordChangeDue("", now)).toBe(false);
    expect(isPasswordChangeDue("2026-3", now)).toBe(false);
  });
});
