import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect-path";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths", () => {
    expect(safeRedirectPath("/my?tab=1#top")).toBe("/my?tab=1#top");
    expect(safeRedirectPath("/product/123")).toBe("/product/123");
  });

  it("sends other origins and odd values home", () => {
    expect(safeRedirectPath("https://evil.example/")).toBe("/");
    expect(safeRedirectPath("//evil.example/x")).toBe("/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
    expect(safeRedirectPath("javascript:alert(1)")).toBe("/");
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath("")).toBe("/");
  });
});
