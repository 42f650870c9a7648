// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callPhone, getAdTrackingId, getPushToken, openExternalUrl } from "./actions";
import { appPlatform, callNative, installBridgeReceivers, isInApp, onNativeEvent } from "./bridge";

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 CellarApp/1.4.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 CellarApp/1.4.0";
const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1";

function useAgent(ua: string) {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(ua);
}

type Sent = { id: string; action: string; params: unknown };

/** Plays the Android side: records each message; `answer` replies through window.cellarBridgeCallback. */
function fakeAndroid() {
  const sent: Sent[] = [];
  window.CellarBridge = { postMessage: (json: string) => sent.push(JSON.parse(json) as Sent) };
  const answer = (i: number, code: string, data: unknown = {}, message = "") =>
    window.cellarBridgeCallback?.({ id: sent[i]!.id, code, message, data });
  return { sent, answer };
}

beforeEach(() => useAgent(ANDROID));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete window.CellarBridge;
  delete window.webkit;
});

describe("detection", () => {
  it("needs the app marker plus Android or iPhone", () => {
    expect(appPlatform(ANDROID)).toBe("android");
    expect(appPlatform(IPHONE)).toBe("ios");
    expect(appPlatform(BROWSER)).toBeNull();
    expect(isInApp("CellarApp/1.0 (Windows NT 10.0)")).toBe(false);
    expect(isInApp()).toBe(true);
  });
});

describe("callNative", () => {
  it("posts a JSON string on Android and resolves by id with data on '0000'", async () => {
    const { sent, answer } = fakeAndroid();
    const first = getPushToken();
    const second = callNative("WM0005", {});
    expect(sent.map((m) => m.action)).toEqual(["WM0002", "WM0005"]);
    expect(sent[0]!.id).not.toBe(sent[1]!.id);
    answer(1, "0000", { appVersion: "1.4.0" });
    answer(0, "0000", { pushToken: "tok" });
    await expect(first).resolves.toEqual({ pushToken: "tok" });
    await expect(second).resolves.toEqual({ appVersion: "1.4.0" });
  });

  it("posts the object to the webkit handler on iOS and accepts a JSON-string answer", async () => {
    useAgent(IPHONE);
    const postMessage = vi.fn();
    window.webkit = { messageHandlers: { cellar: { postMessage } } };
    const result = callNative("WM0007", { shareUrl: "https://x" });
    const msg = postMessage.mock.calls[0]![0] as Sent;
    expect(msg).toMatchObject({ action: "WM0007", params: { shareUrl: "https://x" } });
    window.cellarBridgeCallback?.(JSON.stringify({ id: msg.id, code: "0000", data: {} }));
    await expect(result).resolves.toEqual({});
  });

  it("rejects with the native message on another code", async () => {
    const { answer } = fakeAndroid();
    const result = callNative("WM0003", { type: "GPS" });
    answer(0, "9001", {}, "permission denied");
    await expect(result).rejects.toThrow("permission denied");
  });

  it("times out per call: 5000 ms by default, 1000 ms for the push token, 2000 ms for the ad id", async () => {
    vi.useFakeTimers();
    fakeAndroid();
    const settled: string[] = [];
    const track = (name: string, p: Promise<unknown>) => p.catch(() => settled.push(name));
    track("default", callNative("WM0004", {}));
    track("push", getPushToken());
    track("ad", getAdTrackingId());
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(["push"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toEqual(["push", "ad"]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(settled).toEqual(["push", "ad", "default"]);
  });

  it("rejects with 'Native bridge not available' outside the app or without a native handler", async () => {
    await expect(callNative("WM0013", {})).rejects.toThrow("Native bridge not available");
    useAgent(BROWSER);
    window.CellarBridge = { postMessage: vi.fn() };
    await expect(callNative("WM0013", {})).rejects.toThrow("Native bridge not available");
  });
});

describe("actions", () => {
  it("opens other hosts through WM0001 and the app's own host in the same window", async () => {
    const { sent, answer } = fakeAndroid();
    const external = openExternalUrl("https://partner.example.com/event");
    expect(sent[0]).toMatchObject({ action: "WM0001", params: { url: "https://partner.example.com/event" } });
    answer(0, "0000");
    await external;
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign, host: "localhost:3000" });
    await openExternalUrl("http://localhost:3000/notice");
    expect(assign).toHaveBeenCalledWith("http://localhost:3000/notice");
    expect(sent).toHaveLength(1);
  });

  it("calls a phone through a tel: address, or says it is not accessible on this device", async () => {
    const { sent, answer } = fakeAndroid();
    const call = callPhone("02-1234-5678");
    expect(sent[0]).toMatchObject({ action: "WM0001", params: { url: "tel:0212345678" } });
    answer(0, "0000");
    await call;
    useAgent(BROWSER);
    await expect(callPhone("02-1234-5678")).rejects.toThrow("이 기기에서는 사용할 수 없습니다.");
  });
});

describe("native events", () => {
  it("dispatches 'back' and 'push' to their subscribers until they unsubscribe", () => {
    installBridgeReceivers();
    installBridgeReceivers();
    const back = vi.fn();
    const push = vi.fn();
    const offBack = onNativeEvent("back", back);
    onNativeEvent("push", push);
    window.cellarBridgeEvent?.({ type: "back", data: {} });
    window.cellarBridgeEvent?.(JSON.stringify({ type: "push", data: { title: "hi" } }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith({ title: "hi" });
    offBack();
    window.cellarBridgeEvent?.({ type: "back" });
    expect(back).toHaveBeenCalledTimes(1);
  });
});
