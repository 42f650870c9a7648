import { describe, expect, it } from "vitest";
import { dotDate, periodText } from "./period";

describe("period", () => {
  it("writes days with dots and a period with a tilde", () => {
    expect(dotDate("2026-11-01")).toBe("2026.11.01");
    expect(periodText("2026-11-01", "2026-11-30")).toBe("2026.11.01 ~ 2026.11.30");
  });
  it("leaves anything that is not a day unchanged", () => {
    expect(dotDate("")).toBe("");
    expect(dotDate("2026-11")).toBe("2026-11");
  });
});
