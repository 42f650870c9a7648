// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CANCEL_RESULT_CODE, usePaymentState } from "../state/payment-state";
import { usePayCancelWatch } from "./use-pay-cancel-watch";

describe("usePayCancelWatch", () => {
  it("ignores an old cancel result and reacts once to the native back's", () => {
    usePaymentState.getState().setRegularPayResult({ code: CANCEL_RESULT_CODE, message: "old" });
    const onCancelled = vi.fn();
    renderHook(() => usePayCancelWatch("regular", onCancelled));
    expect(onCancelled).not.toHaveBeenCalled();
    expect(usePaymentState.getState().regularPayResult.code).toBe("");

    act(() => {
      usePaymentState.getState().setPayType("GENERAL");
      expect(usePaymentState.getState().writeCancelResult()).toBe(true);
    });
    expect(onCancelled).toHaveBeenCalledTimes(1);
    expect(usePaymentState.getState().payType).toBeNull();
    act(() => usePaymentState.getState().setRegularPayResult({ message: "again" }));
    expect(onCancelled).toHaveBeenCalledTimes(1);
  });

  it("watches the easy-pay result for EASYPAY", () => {
    const onCancelled = vi.fn();
    renderHook(() => usePayCancelWatch("easyPay", onCancelled));
    act(() => {
      usePaymentState.getState().setPayType("EASYPAY");
      usePaymentState.getState().writeCancelResult();
    });
    expect(onCancelled).toHaveBeenCalledTimes(1);
    expect(usePaymentState.getState().easyPayResult.code).toBe(CANCEL_RESULT_CODE);
  });
});
