// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSessionState } from "../../features/auth/state/session-state";
import { useMembershipState } from "../../features/membership/state/membership-state";
import { type FakeCall, fail, installFakeFetch, ok } from "../../lib/http/fake-fetch.test-helper";
import { useGlobalState } from "../../lib/state/global-state";
import { writeWithExpiry } from "../../lib/storage";
import { installFakeNative } from "./fake-native.test-helper";
import { syncPushToken } from "./push-token";
import { injectRemarketing, REMARKETING_SCRIPT_ID } from "./remarketing";
import { runStartup } from "./run-startup";
import { APP_VERSION_KEY, checkVersion } from "./version-check";

const member = { loginId: "demo", mberNo: "M0001", korMberNm: "김셀러", mbrshCardNo: "1234567890123456" };
const grades = [{ gradRegNo: "G2", gradNm: "Gold" }];

/** The API as start-up sees it; `overrides` by path suffix. */
function api(overrides: Record<string, ReturnType<typeof ok>> = {}) {
  return installFakeFetch((call: FakeCall) => {
    const path = call.url.split("?")[0] ?? "";
    const hit = Object.entries(overrides).find(([suffix]) => path.endsWith(suffix));
    if (hit) return hit[1];
    if (path.endsWith("/api/version/info")) return ok({ updateVersion: "2.0.0" });
    if (path.endsWith("/api/membership/grades")) return ok(grades);
    if (path.endsWith("/api/app-config"))
      return ok({
        appStoreUrlIos: "i",
        appStoreUrlAndroid: "a",
        remarketingScriptUrl: "https://ads.example.com/rm.js",
      });
    if (path.endsWith("/api/membership/getEncrypt")) return ok("enc-M0001");
    return ok(null);
  });
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.CellarBridge;
  document.getElementById(REMARKETING_SCRIPT_ID)?.remove();
  useSessionState.getState().reset();
  useMembershipState.getState().reset();
});

describe("version check", () => {
  it("clears the app cache and stores a new version for 7 days", async () => {
    const { actions } = installFakeNative({});
    const { calls } = api();
    expect(await checkVersion()).toBe(true);
    expect(calls[0]?.url).toBe("/product-api/v1.0.0/api/version/info?os=210003");
    expect(actions).toEqual(["WM0013"]);
    const stored = JSON.parse(localStorage.getItem(APP_VERSION_KEY) ?? "{}");
    expect(stored.value).toBe("2.0.0");
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
  });

  it("does nothing when the stored version is the same, and replaces a different one", async () => {
    const { actions } = installFakeNative({});
    api();
    writeWithExpiry(APP_VERSION_KEY, "2.0.0", 1000 * 60);
    expect(await checkVersion()).toBe(false);
    expect(actions).toEqual([]);
    writeWithExpiry(APP_VERSION_KEY, "1.9.0", 1000 * 60);
    expect(await checkVersion()).toBe(true);
    expect(actions).toEqual(["WM0013"]);
  });

  it("only logs a failure", async () => {
    api({ "/api/version/info": fail(500, "9999") });
    expect(await checkVersion()).toBe(false);
    expect(useGlobalState.getState().errorMessage).toBeNull();
  });
});

describe("push token", () => {
  it("stores the token and sends it for a member", async () => {
    installFakeNative({ WM0002: { pushToken: "push-1" } });
    const { calls } = api();
    useSessionState.getState().setLogin(member as never);
    await syncPushToken();
    expect(useGlobalState.getState().pushToken).toBe("push-1");
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/user-api/v1.0.0/api/membership/refreshPushToken",
      body: { pushToken: "push-1", mberNo: "M0001" },
    });
  });

  it("sends nothing for a guest or outside the app", async () => {
    installFakeNative({ WM0002: { pushToken: "push-2" } });
    const { calls } = api();
    await syncPushToken();
    expect(useGlobalState.getState().pushToken).toBe("push-2");
    delete window.CellarBridge;
    await syncPushToken();
    expect(calls).toHaveLength(0);
  });
});

describe("remarketing", () => {
  it("injects the script with member id and ad id when an ad id comes back", async () => {
    installFakeNative({ WM0014: { adId: "ad-123" } });
    api();
    useSessionState.getState().setLogin(member as never);
    expect(await injectRemarketing()).toBe(true);
    const script = document.getElementById(REMARKETING_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toBe("https://ads.example.com/rm.js");
    expect(script.dataset).toMatchObject({ adId: "ad-123", memberId: "enc-M0001" });
  });

  it("leaves out the member id for a guest", async () => {
    installFakeNative({ WM0014: { adId: "ad-123" } });
    const { calls } = api();
    await injectRemarketing();
    const script = document.getElementById(REMARKETING_SCRIPT_ID) as HTMLScriptElement;
    expect(script.dataset.memberId).toBeUndefined();
    expect(calls.some((c) => c.url.includes("getEncrypt"))).toBe(false);
  });

  it("injects nothing for an empty id, outside the app, or without a script address", async () => {
    installFakeNative({ WM0014: { adId: "" } });
    api();
    expect(await injectRemarketing()).toBe(false);
    delete window.CellarBridge;
    expect(await injectRemarketing()).toBe(false);
    installFakeNative({ WM0014: { adId: "ad-1" } });
    api({ "/api/app-config": ok({ appStoreUrlIos: "i", appStoreUrlAndroid: "a", remarketingScriptUrl: null }) });
    expect(await injectRemarketing()).toBe(false);
    expect(document.getElementById(REMARKETING_SCRIPT_ID)).toBeNull();
  });
});

describe("runStartup", () => {
  it("runs every task once, loads grades, and gives the ad id 2000 ms at most", async () => {
    const { actions } = installFakeNative({ WM0002: { pushToken: "p" }, WM0014: "silent" });
    api();
    const first = runStartup();
    expect(runStartup()).toBe(first);
    await first;
    expect(useMembershipState.getState().grades).toEqual(grades);
    expect(actions).toEqual(expect.arrayContaining(["WM0002", "WM0013", "WM0014"]));
    expect(useGlobalState.getState().loadingCount).toBe(0);
    expect(useGlobalState.getState().errorMessage).toBeNull();
  });
});
