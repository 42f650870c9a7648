import { beforeEach, describe, expect, it } from "vitest";
import { usePaymentStore } from "./payment-store";

const initial = usePaymentStore.getState();

describe("payment store", () => {
  beforeEach(() => usePaymentStore.setState(initial, true));

  it("fills result fields only with non-empty values", () => {
    const s = usePaymentStore.getState();
    s.setEasyPayResult({ code: "0000", message: "ok", billkey: "BK1", cardName: "신한" });
    s.setEasyPayResult({ code: "", message: null, billkey: "BK2", cardNo: "1234" });
    expect(usePaymentStore.getState().easyPayResult).toEqual({
      code: "0000",
      message: "ok",
      billkey: "BK2",
      cardCd: "",
      cardName: "신한",
      cardNo: "1234",
    });
    s.resetEasyPayResult();
    expect(usePaymentStore.getState().easyPayResult.billkey).toBe("");
  });

  it("reads the lucky order data from a JSON string", () => {
    usePaymentStore.getState().setLuckyOrderResult({
      code: "0000",
      message: "",
      data: JSON.stringify({ orderNo: "O1", payAmt: 39000, cardName: "" }),
    });
    const r = usePaymentStore.getState().luckyOrderResult;
    expect(r.code).toBe("0000");
    expect(r.data).toMatchObject({ orderNo: "O1", payAmt: "39000", cardName: "" });
    usePaymentStore.getState().setLuckyOrderResult({ data: "not json" });
    expect(usePaymentStore.getState().luckyOrderResult.data.orderNo).toBe("O1");
  });

  it("writes the cancel result for a stored pay type and clears it", () => {
    const s = usePaymentStore.getState();
    expect(s.writeCancelResult()).toBe(false);
    s.setPayType("EASYPAY");
    expect(usePaymentStore.getState().writeCancelResult()).toBe(true);
    expect(usePaymentStore.getState().easyPayResult).toMatchObject({ code: "999990", message: "취소되었습니다" });
    expect(usePaymentStore.getState().payType).toBeNull();

    s.setPayType("GENERAL");
    usePaymentStore.getState().writeCancelResult();
    expect(usePaymentStore.getState().regularPayResult).toMatchObject({ code: "999990" });
  });

  it("only clears the pay type for a prepaid charge", () => {
    usePaymentStore.getState().setPayType("prePaidCharge");
    expect(usePaymentStore.getState().writeCancelResult()).toBe(true);
    expect(usePaymentStore.getState().payType).toBeNull();
    expect(usePaymentStore.getState().easyPayResult.code).toBe("");
    expect(usePaymentStore.getState().regularPayResult.code).toBe("");
  });
});
