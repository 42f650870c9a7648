// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORE_INFO_KEY, useStoreInfoState } from "../domain/stores/store-info-state";
import { useSessionState } from "../features/auth/state/session-state";
import { useMembershipState } from "../features/membership/state/membership-state";
import { request } from "../lib/http/client";
import { fail, installFakeFetch } from "../lib/http/fake-fetch.test-helper";
import { useGlobalState } from "../lib/state/global-state";
import { installSessionHandlers, logout, setSessionNavigator } from "./session";

const member = { loginId: "demo", mberNo: "M0001", korMberNm: "김셀러", mbrshCardNo: "1234567890123456" };
const navigate = vi.fn();

function signIn() {
  localStorage.setItem("x-scm-token", "a1");
  localStorage.setItem("x-ref-token", "r1");
  useSessionState.getState().setLogin(member as never);
  useMembershipState.getState().setPaidMember(true);
  useGlobalState.getState().setCartCount(3);
  useStoreInfoState.getState().select({ tnantCd: "T0001", tnantNm: "셀러 청담점" });
}

beforeEach(() => {
  navigate.mockReset();
  setSessionNavigator(navigate);
  installSessionHandlers();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  window.history.replaceState(null, "", "/my?tab=2");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function expectSignedOut() {
  expect(localStorage.getItem("x-scm-token")).toBeNull();
  expect(localStorage.getItem("x-ref-token")).toBeNull();
  expect(useSessionState.getState().userInfo).toBeNull();
  expect(useMembershipState.getState().paidMberYn).toBeNull();
  expect(useGlobalState.getState().isLoggedIn).toBe(false);
  expect(useGlobalState.getState().cartCount).toBe(0);
  // SPEC §4 store info reset: the selected store goes, in memory and in storage
  expect(useStoreInfoState.getState().selectedStore).toBeNull();
  expect(localStorage.getItem(STORE_INFO_KEY)).not.toContain("T0001");
}

describe("session", () => {
  it("logs out through the API without spinner, and resets even when the call fails", async () => {
    signIn();
    const { calls } = installFakeFetch(() => fail(500, "9999"));
    await logout();
    expect(calls[0]?.url).toBe("/auth-api/v1.0.0/api/membership/logout");
    expectSignedOut();
    expect(useGlobalState.getState().errorMessage).toBeNull();
  });

  it("sends a duplicate login to login, with the way back to the current page", async () => {
    signIn();
    installFakeFetch((call) =>
      call.url.endsWith("/refresh") ? { body: { code: "0000", message: "", data: null } } : fail(401, "SYS9996"),
    );
    await request({ method: "GET", url: "/user-api/v1.0.0/api/x" }).catch(() => {});
    expectSignedOut();
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/login?redirectPath=%2Fmy%3Ftab%3D2&isBackHome=true", {
      replace: true,
    });
    expect(useGlobalState.getState().toast?.message).toBe("다른 기기에서 로그인하여 로그아웃되었습니다");
  });

  it("resets without navigating on NON_MEMBER", async () => {
    signIn();
    installFakeFetch(() => fail(401, "NON_MEMBER"));
    await request({ method: "GET", url: "/user-api/v1.0.0/api/x" }).catch(() => {});
    expectSignedOut();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("keeps a special-sales guest's session on NON_MEMBER: a guest is no member (decision 398)", async () => {
    localStorage.setItem("x-em-type", "SPECIAL");
    localStorage.setItem("x-scm-token", "spg.guest");
    installFakeFetch(() => fail(401, "NON_MEMBER"));
    await request({ method: "GET", url: "/user-api/v1.0.0/api/x" }).catch(() => {});
    expect(localStorage.getItem("x-scm-token")).toBe("spg.guest");
    expect(localStorage.getItem("x-em-type")).toBe("SPECIAL");
    expect(navigate).not.toHaveBeenCalled();
  });
});
