import { beforeEach, describe, expect, it } from "vitest";
import { useGlobalStore } from "./global-store";

const initial = useGlobalStore.getState();

describe("global store", () => {
  beforeEach(() => useGlobalStore.setState(initial, true));

  it("counts loading up and down, never below zero", () => {
    const s = useGlobalStore.getState();
    s.endLoading();
    expect(useGlobalStore.getState().loadingCount).toBe(0);
    s.startLoading();
    s.startLoading();
    s.endLoading();
    expect(useGlobalStore.getState().loadingCount).toBe(1);
    s.endLoading();
    s.endLoading();
    expect(useGlobalStore.getState().loadingCount).toBe(0);
  });

  it("shows the default 'try again shortly' text or a given message, and clears it", () => {
    useGlobalStore.getState().showError();
    expect(useGlobalStore.getState().errorMessage).toBe("잠시 후 다시 시도해 주세요.");
    useGlobalStore.getState().showError("서버 내부 오류가 발생했습니다");
    expect(useGlobalStore.getState().errorMessage).toBe("서버 내부 오류가 발생했습니다");
    useGlobalStore.getState().clearError();
    expect(useGlobalStore.getState().errorMessage).toBeNull();
  });

  it("keeps one toast at a time: a new one replaces the old, default 2500 ms", () => {
    useGlobalStore.getState().showToast("first");
    const first = useGlobalStore.getState().toast;
    expect(first).toMatchObject({ message: "first", duration: 2500 });
    useGlobalStore.getState().showToast("second", 1000);
    const second = useGlobalStore.getState().toast;
    expect(second).toMatchObject({ message: "second", duration: 1000 });
    expect(second?.id).not.toBe(first?.id);
    useGlobalStore.getState().hideToast();
    expect(useGlobalStore.getState().toast).toBeNull();
  });

  it("counts open popups, never below zero", () => {
    const s = useGlobalStore.getState();
    s.popupClosed();
    s.popupOpened();
    s.popupOpened();
    s.popupClosed();
    expect(useGlobalStore.getState().openPopupCount).toBe(1);
    s.popupClosed();
    s.popupClosed();
    expect(useGlobalStore.getState().openPopupCount).toBe(0);
  });

  it("authorises a special guest with type '10' and resets it", () => {
    useGlobalStore.getState().setSpecialGuest("SPECIAL2026");
    expect(useGlobalStore.getState().specialGuest).toEqual({
      authorized: true,
      eventCode: "SPECIAL2026",
      eventType: "10",
    });
    useGlobalStore.getState().resetSpecialGuest();
    expect(useGlobalStore.getState().specialGuest).toEqual({ authorized: false, eventCode: "", eventType: "" });
  });

  it("keeps counts as non-negative integers", () => {
    useGlobalStore.getState().setCartCount(-2);
    useGlobalStore.getState().setNewAlarmCount(3);
    expect(useGlobalStore.getState().cartCount).toBe(0);
    expect(useGlobalStore.getState().newAlarmCount).toBe(3);
  });
});
