// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { useGlobalState } from "../../../lib/state/global-state";
import { useSessionState } from "../state/session-state";
import { getCheck } from "./check";
import { login } from "./login";
import { logoutRequest } from "./logout";

const member = { loginId: "demo", mberNo: "M0001", korMberNm: "김셀러", mbrshCardNo: "1234567890123456" };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionState.getState().reset();
});

describe("auth api", () => {
  it("logs in: posts the credentials, stores the tokens and the member", async () => {
    const { calls } = installFakeFetch(() => ok(member, { "x-scm-token": "a1", "x-ref-token": "r1" }));
    await login({ loginId: "demo", password: "Cellar!2345" });
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/auth-api/v1.0.0/api/membership/login",
      body: { loginId: "demo", password: "Cellar!2345" },
    });
    expect(localStorage.getItem("x-scm-token")).toBe("a1");
    expect(useSessionState.getState().userInfo?.mberNo).toBe("M0001");
    expect(useGlobalState.getState().isLoggedIn).toBe(true);
  });

  it("rejects wrong credentials with the code's text and no popup", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    installFakeFetch(() => fail(400, "AUTH0001", "invalid"));
    await expect(login({ loginId: "demo", password: "x" })).rejects.toMatchObject({ code: "AUTH0001" });
    expect(useGlobalState.getState().errorMessage).toBeNull();
    expect(useSessionState.getState().userInfo).toBeNull();
  });

  it("checks the token without the spinner and refreshes the session", async () => {
    let spinner = -1;
    installFakeFetch(() => {
      spinner = useGlobalState.getState().loadingCount;
      return ok(member);
    });
    await getCheck();
    expect(spinner).toBe(0);
    expect(useSessionState.getState().loginUserInfo?.loginId).toBe("demo");
  });

  it("logs out without spinner or popup even when the server fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { calls } = installFakeFetch(() => fail(500, "9999"));
    await expect(logoutRequest()).rejects.toBeDefined();
    expect(calls[0]?.url).toBe("/auth-api/v1.0.0/api/membership/logout");
    expect(useGlobalState.getState().errorMessage).toBeNull();
  });
});
