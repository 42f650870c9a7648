import { beforeEach, describe, expect, it } from "vitest";
import { useGlobalState } from "./global-state";

const initial = useGlobalState.getState();

describe("global store", () => {
  beforeEach(() => useGlobalState.setState(initial, true));

  it("counts loading up and down, never below zero", () => {
    const s = useGlobalState.getState();
    s.endLoading();
    expect(useGlobalState.getState().loadingCount).toBe(0);
    s.startLoading();
    s.startLoading();
    s.endLoading();
    expect(useGlobalState.getState().loadingCount).toBe(1);
    s.endLoading();
    s.endLoading();
    expect(useGlobalState.getState().loadingCount).toBe(0);
  });

  it("shows the default 'try again shortly' text or a given message, and clears it", () => {
    useGlobalState.getState().showError();
    expect(useGlobalState.getState().errorMessage).toBe("잠시 후 다시 시도해 주세요.");
    useGlobalState.getState().showError("서버 내부 오류가 발생했습니다");
    expect(useGlobalState.getState().errorMessage).toBe("서버 내부 오류가 발생했습니다");
    useGlobalState.getState().clearError();
    expect(useGlobalState.getState().errorMessage).toBeNull();
  });

  it("keeps one toast at a time: a new one replaces the old, default 2500 ms", () => {
    useGlobalState.getState().showToast("first");
    const first = useGlobalState.getState().toast;
    expect(first).toMatchObject({ message: "first", duration: 2500 });
    useGlobalState.getState().showToast("second", 1000);
    const second = useGlobalState.getState().toast;
    expect(second).toMatchObject({ message: "second", duration: 1000 });
    expect(second?.id).not.toBe(first?.id);
    useGlobalState.getState().hideToast();
    expect(useGlobalState.getState().toast).toBeNull();
  });

  it("counts open popups, never below zero", () => {
    const s = useGlobalState.getState();
    s.popupClosed();
    s.popupOpened();
    s.popupOpened();
    s.popupClosed();
    expect(useGlobalState.getState().openPopupCount).toBe(1);
    s.popupClosed();
    s.popupClosed();
    expect(useGlobalState.getState().openPopupCount).toBe(0);
  });

  it("authorises a special guest with type '10' and resets it", () => {
    useGlobalState.getState().setSpecialGuest("SPECIAL2026");
    expect(useGlobalState.getState().specialGuest).toEqual({
      authorized: true,
      eventCode: "SPECIAL2026",
      eventType: "10",
    });
    useGlobalState.getState().resetSpecialGuest();
    expect(useGlobalState.getState().specialGuest).toEqual({ authorized: false, eventCode: "", eventType: "" });
  });

  it("keeps counts as non-negative integers", () => {
    useGlobalState.getState().setCartCount(-2);
    useGlobalState.getState().setNewAlarmCount(3);
    expect(useGlobalState.getState().cartCount).toBe(0);
    expect(useGlobalState.getState().newAlarmCount).toBe(3);
  });
});
