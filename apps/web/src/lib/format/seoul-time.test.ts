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
});
