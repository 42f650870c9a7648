import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { useGlobalState } from "../../../lib/state/global-state";
import { getCartCount } from "./get-cart-count";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("getCartCount", () => {
  it("reads the member or the special-guest count into the global store", async () => {
    const { calls } = installFakeFetch((call) => ok(call.url.endsWith("/special") ? 2 : 5));
    expect(await getCartCount()).toBe(5);
    expect(useGlobalState.getState().cartCount).toBe(5);
    expect(await getCartCount(true)).toBe(2);
    expect(calls.map((c) => c.url)).toEqual([
      "/commerce-api/v1.0.0/api/cart/count",
      "/commerce-api/v1.0.0/api/cart/count/special",
    ]);
  });

  it("counts 0 on failure, without a popup", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    useGlobalState.getState().setCartCount(4);
    installFakeFetch(() => fail(500, "9999"));
    expect(await getCartCount()).toBe(0);
    expect(useGlobalState.getState().cartCount).toBe(0);
    expect(useGlobalState.getState().errorMessage).toBeNull();
  });
});
