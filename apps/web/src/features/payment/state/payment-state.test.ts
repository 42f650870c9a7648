import { beforeEach, describe, expect, it } from "vitest";
import { usePaymentState } from "./payment-state";

const initial = usePaymentState.getState();

describe("payment store", () => {
  beforeEach(() => usePaymentState.setState(initial, true));

  it("fills result fields only with non-empty values", () => {
    const s = usePaymentState.getState();
    s.setEasyPayResult({ code: "0000", message: "ok", billkey: "BK1", cardName: "신한" });
    s.setEasyPayResult({ code: "", message: null, billkey: "BK2", cardNo: "1234" });
    expect(usePaymentState.getState().easyPayResult).toEqual({
      code: "0000",
      message: "ok",
      billkey: "BK2",
      cardCd: "",
      cardName: "신한",
      cardNo: "1234",
    });
    s.resetEasyPayResult();
    expect(usePaymentState.getState().easyPayResult.billkey).toBe("");
  });

  it("reads the lucky order data from a JSON string", () => {
    usePaymentState.getState().setLuckyOrderResult({
      code: "0000",
      message: "",
      data: JSON.stringify({ orderNo: "O1", payAmt: 39000, cardName: "" }),
    });
    const r = usePaymentState.getState().luckyOrderResult;
    expect(r.code).toBe("0000");
    expect(r.data).toMatchObject({ orderNo: "O1", payAmt: "39000", cardName: "" });
    usePaymentState.getState().setLuckyOrderResult({ data: "not json" });
    expect(usePaymentState.getState().luckyOrderResult.data.orderNo).toBe("O1");
  });

  it("writes the cancel result for a stored pay type and clears it", () => {
    const s = usePaymentState.getState();
    expect(s.writeCancelResult()).toBe(false);
    s.setPayType("EASYPAY");
    expect(usePaymentState.getState().writeCancelResult()).toBe(true);
    expect(usePaymentState.getState().easyPayResult).toMatchObject({ code: "999990", message: "취소되었습니다" });
    expect(usePaymentState.getState().payType).toBeNull();

    s.setPayType("GENERAL");
    usePaymentState.getState().writeCancelResult();
    expect(usePaymentState.getState().regularPayResult).toMatchObject({ code: "999990" });
  });

  it("only clears the pay type for a prepaid charge", () => {
    usePaymentState.getState().setPayType("prePaidCharge");
    expect(usePaymentState.getState().writeCancelResult()).toBe(true);
    expect(usePaymentState.getState().payType).toBeNull();
    expect(usePaymentState.getState().easyPayResult.code).toBe("");
    expect(usePaymentState.getState().regularPayResult.code).toBe("");
  });
});
