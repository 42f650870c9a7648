// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CANCEL_RESULT_CODE, usePaymentStore } from "../stores/payment-store";
import { usePayCancelWatch } from "./use-pay-cancel-watch";

describe("usePayCancelWatch", () => {
  it("ignores an old cancel result and reacts once to the native back's", () => {
    usePaymentStore.getState().setRegularPayResult({ code: CANCEL_RESULT_CODE, message: "old" });
    const onCancelled = vi.fn();
    renderHook(() => usePayCancelWatch("regular", onCancelled));
    expect(onCancelled).not.toHaveBeenCalled();
    expect(usePaymentStore.getState().regularPayResult.code).toBe("");

    act(() => {
      usePaymentStore.getState().setPayType("GENERAL");
      expect(usePaymentStore.getState().writeCancelResult()).toBe(true);
    });
    expect(onCancelled).toHaveBeenCalledTimes(1);
    expect(usePaymentStore.getState().payType).toBeNull();
    act(() => usePaymentStore.getState().setRegularPayResult({ message: "again" }));
    expect(onCancelled).toHaveBeenCalledTimes(1);
  });

  it("watches the easy-pay result for EASYPAY", () => {
    const onCancelled = vi.fn();
    renderHook(() => usePayCancelWatch("easyPay", onCancelled));
    act(() => {
      usePaymentStore.getState().setPayType("EASYPAY");
      usePaymentStore.getState().writeCancelResult();
    });
    expect(onCancelled).toHaveBeenCalledTimes(1);
    expect(usePaymentStore.getState().easyPayResult.code).toBe(CANCEL_RESULT_CODE);
  });
});
