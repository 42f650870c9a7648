import { describe, expect, it } from "vitest";
import { readPaymentReturn, withoutPaymentReturn } from "./payment-return";

describe("readPaymentReturn", () => {
  it("reads an approval", () => {
    expect(readPaymentReturn(new URLSearchParams("tab=paid&paymentKey=sbx_1&orderNo=P1&amount=30000"))).toEqual({
      kind: "approved",
      paymentKey: "sbx_1",
      orderNo: "P1",
      amount: 30000,
    });
  });
  it("reads a failure or cancellation", () => {
    expect(readPaymentReturn(new URLSearchParams("orderNo=P1&code=PAY_CANCELLED&message=cancelled"))).toEqual({
      kind: "failed",
      orderNo: "P1",
      code: "PAY_CANCELLED",
      message: "cancelled",
    });
  });
  it("ignores pages without a return and broken amounts", () => {
    expect(readPaymentReturn(new URLSearchParams("tab=paid"))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams("orderNo=P1&paymentKey=k&amount=abc"))).toBeNull();
  });
  it("strips the return keys and keeps the rest", () => {
    expect(withoutPaymentReturn(new URLSearchParams("tab=prepaid&paymentKey=k&orderNo=P1&amount=1")).toString()).toBe(
      "tab=prepaid",
    );
  });
});
