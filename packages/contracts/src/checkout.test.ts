import { describe, expect, it } from "vitest";
import { cartAddRequestSchema } from "./cart";
import { orderCalculateRequestSchema, orderCreateRequestSchema } from "./checkout";
import { easyPayPayRequestSchema } from "./checkout-after";
import { CARD_ISSUER_CODES, EASY_PAY, ORDER_DEFAULTS, PAYMENT_RESULT_CODES } from "./checkout-constants";
import { ERRORS } from "./errors";
import { endpointUrl } from "./routes";

describe("checkout contracts", () => {
  it("keeps the spec's paths, defaults and constants", () => {
    expect(endpointUrl("cart")).toBe("/commerce-api/v1.0.0/api/cart");
    expect(endpointUrl("cartAdd")).toBe("/commerce-api/v1.0.0/api/cart/A");
    expect(endpointUrl("orderCalculate")).toBe("/commerce-api/v1.0.0/api/orders/calculate");
    expect(endpointUrl("orderSheet")).toBe("/commerce-api/v1.0.0/api/orders/order");
    expect(endpointUrl("orderCreate")).toBe("/commerce-api/v1.0.0/api/orders");
    expect(ORDER_DEFAULTS).toEqual({ orderDeliveryCd: "01", takeType: "01" });
    expect(PAYMENT_RESULT_CODES.cancelled).toBe("999990");
    expect(EASY_PAY).toMatchObject({
      maxCards: 10,
      companyCd: "LNB",
      storeCd: "0000",
      platformCd: "APP",
      pgCd: "12",
      payCd: "01",
    });
    expect(CARD_ISSUER_CODES).toHaveLength(23);
    expect(CARD_ISSUER_CODES).toContain("KAKO");
  });

  it("needs lines, fills the calculate defaults and requires the purchase consent", () => {
    expect(orderCalculateRequestSchema.safeParse({}).success).toBe(false);
    const calc = orderCalculateRequestSchema.parse({ cartNos: [1] });
    expect(calc).toMatchObject({
      couponCds: [],
      stampUseCnt: 0,
      prepaidUseAmt: 0,
      orderDeliveryCd: "01",
      empDcYn: "Y",
    });
    const create = { cartNos: [1], ordererMobileNum: "01012345678", payMethod: "CARD", expectedNetAmt: 1000 };
    expect(orderCreateRequestSchema.safeParse(create).success).toBe(false);
    expect(orderCreateRequestSchema.parse({ ...create, agreeYn: "Y" })).toMatchObject({
      takeType: "01",
      appKeepYn: "N",
    });
    expect(cartAddRequestSchema.safeParse({ items: [{ itemCd: "W1", tnantCd: "T1", itemQty: 100 }] }).success).toBe(
      false,
    );
    expect(easyPayPayRequestSchema.safeParse({ billkey: "b", password: "12345" }).success).toBe(false);
  });

  it("has unique error codes", () => {
    const codes = Object.values(ERRORS)
      .map((e) => e.code)
      .filter((c) => c !== "9999");
    expect(new Set(codes).size).toBe(codes.length);
  });
});
