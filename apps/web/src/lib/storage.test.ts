// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { readJson, readWithExpiry, removeKey, writeJson, writeWithExpiry } from "./storage";

describe("storage", () => {
  it("round-trips JSON and falls back on missing or corrupt values", () => {
    expect(readJson("k", 5)).toBe(5);
    writeJson("k", { a: [1, 2] });
    expect(readJson("k", null)).toEqual({ a: [1, 2] });
    localStorage.setItem("bad", "{not json");
    expect(readJson("bad", "fallback")).toBe("fallback");
    removeKey("k");
    expect(localStorage.getItem("k")).toBeNull();
  });

  it("keeps a value until its expiry and removes it afterwards", () => {
    writeWithExpiry("appVersion", "1.2.0", 1000, 10_000);
    expect(readWithExpiry("appVersion", 10_999)).toBe("1.2.0");
    expect(readWithExpiry("appVersion", 11_000)).toBeNull();
    expect(localStorage.getItem("appVersion")).toBeNull();
  });

  it("ignores values that were not written with an expiry", () => {
    localStorage.setItem("appVersion", JSON.stringify("1.0.0"));
    expect(readWithExpiry("appVersion")).toBeNull();
  });
});
