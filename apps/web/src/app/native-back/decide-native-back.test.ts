import { describe, expect, it } from "vitest";
import { decideNativeBack, type NativeBackState } from "./decide-native-back";

const base: NativeBackState = { payType: null, route: "product", childPopupOpen: false, historyIndex: 3 };

describe("decideNativeBack", () => {
  it("writes a cancel result for a stored pay type, before anything else", () => {
    for (const payType of ["EASYPAY", "GENERAL", "add", "easyPayModify"] as const) {
      expect(decideNativeBack({ ...base, payType, childPopupOpen: true })).toEqual({ type: "cancelPayment" });
    }
  });

  it("only clears the pay type for prePaidCharge", () => {
    expect(decideNativeBack({ ...base, payType: "prePaidCharge" })).toEqual({ type: "clearPayType" });
  });

  it("goes to the start of history from main", () => {
    expect(decideNativeBack({ ...base, route: "main", historyIndex: 4 })).toEqual({ type: "goToStart", delta: -4 });
    expect(decideNativeBack({ ...base, route: "main", historyIndex: 0 })).toEqual({ type: "none" });
  });

  it("emits a back event on a back-disallowed route with a child popup", () => {
    expect(decideNativeBack({ ...base, route: "mypage", childPopupOpen: true })).toEqual({ type: "emitBack" });
  });

  it("goes back on a back-disallowed route when there is history, else home", () => {
    expect(decideNativeBack({ ...base, route: "search", historyIndex: 2 })).toEqual({ type: "goBack" });
    expect(decideNativeBack({ ...base, route: "community", historyIndex: 0 })).toEqual({ type: "goHome" });
    expect(decideNativeBack({ ...base, route: "quitComplete", historyIndex: 0 })).toEqual({ type: "goHome" });
    expect(decideNativeBack({ ...base, route: "eventPage", historyIndex: 1 })).toEqual({ type: "goBack" });
  });

  it("on other routes: popup emits, login emits, else goes back", () => {
    expect(decideNativeBack({ ...base, childPopupOpen: true })).toEqual({ type: "emitBack" });
    expect(decideNativeBack({ ...base, route: "login" })).toEqual({ type: "emitBack" });
    expect(decideNativeBack({ ...base, route: "cart" })).toEqual({ type: "goBack" });
    expect(decideNativeBack({ ...base, route: null })).toEqual({ type: "goBack" });
  });
});
