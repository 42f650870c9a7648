// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { CART_INPUT_STORAGE_KEY, currentCartInput, useCartInputState } from "./cart-input-state";

describe("cartInpParam", () => {
  beforeEach(() => {
    localStorage.clear();
    useCartInputState.getState().clear();
  });

  it("persists the chosen lines under the spec's key", () => {
    useCartInputState.getState().setInput([3, 5], "T001");
    const stored = JSON.parse(localStorage.getItem(CART_INPUT_STORAGE_KEY) ?? "{}");
    expect(stored.state.input.cartNos).toEqual([3, 5]);
    expect(stored.state.input.tnantCd).toBe("T001");
  });

  it("counts an empty or day-old input as none", () => {
    const now = Date.now();
    expect(currentCartInput({ cartNos: [], tnantCd: "T", savedAt: now }, now)).toBeNull();
    expect(currentCartInput({ cartNos: [1], tnantCd: "T", savedAt: now - 25 * 3600_000 }, now)).toBeNull();
    expect(currentCartInput({ cartNos: [1], tnantCd: "T", savedAt: now - 1000 }, now)?.cartNos).toEqual([1]);
  });
});
