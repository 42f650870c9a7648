import { describe, expect, it } from "vitest";
import { isBypassPath } from "./is-bypass-path";

const prod = { pubPagesAllowed: false };
const review = { pubPagesAllowed: true };

describe("isBypassPath", () => {
  it("lets the payment, certification and login pages through", () => {
    for (const path of [
      "/comm/commBill",
      "/comm/commBillRglr",
      "/comm/commPhoneCert",
      "/comm/commModifyEasyPay",
      "/comm/commTossPay",
      "/login",
      "/login?redirectPath=%2Fmy",
      "/commonCert/callback/phone",
      "/sns/callback/kakao?code=x&state=CELLAR_SNS_LOGIN",
      "https://cellar.example/comm/commBill?orderNo=1",
    ]) {
      expect(isBypassPath(path, prod), path).toBe(true);
    }
  });

  it("lets /my through only with callback=true", () => {
    expect(isBypassPath("/my?callback=true", prod)).toBe(true);
    expect(isBypassPath("/my?callback=false", prod)).toBe(false);
    expect(isBypassPath("/my", prod)).toBe(false);
  });

  it("shows the landing screen on every other page", () => {
    for (const path of [
      "/",
      "/product/1",
      "/comm/commBillEasyPay",
      "/commonCert/callback/",
      "/sns/callback/",
      "/loginx",
      "/join",
    ]) {
      expect(isBypassPath(path, prod), path).toBe(false);
    }
  });

  it("lets /pub pages through only outside production", () => {
    expect(isBypassPath("/pub", prod)).toBe(false);
    expect(isBypassPath("/pub/buttons", prod)).toBe(false);
    expect(isBypassPath("/pub", review)).toBe(true);
    expect(isBypassPath("/pub/buttons", review)).toBe(true);
    expect(isBypassPath("/public", review)).toBe(false);
  });
});
