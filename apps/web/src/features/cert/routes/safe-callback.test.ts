import { describe, expect, it } from "vitest";
import { safeCallback } from "./safe-callback";

describe("safeCallback", () => {
  it("keeps same-app paths and sends anything else home", () => {
    expect(safeCallback("/join?step=input", "/")).toBe("/join?step=input");
    expect(safeCallback("//evil.example/x", "/")).toBe("/");
    expect(safeCallback("/\\evil.example", "/")).toBe("/");
    expect(safeCallback("https://evil.example", "/")).toBe("/");
    expect(safeCallback(null, "/home")).toBe("/home");
  });
});
