// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useGlobalState } from "../state/global-state";
import { configureHttp, request } from "./client";
import type { ApiError } from "./errors";
import { type FakeCall, fail, installFakeFetch, ok } from "./fake-fetch.test-helper";

const REFRESH_URL = "/auth-api/v1.0.0/api/membership/refresh";
const initial = useGlobalState.getState();
const onSessionReset = vi.fn();

beforeEach(() => {
  useGlobalState.setState(initial, true);
  onSessionReset.mockReset();
  configureHttp({ onSessionReset });
  localStorage.setItem("x-scm-token", "old-access");
  localStorage.setItem("x-ref-token", "old-refresh");
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A server whose access token "old-access" has expired and whose refresh hands out "new-access". */
function expiringServer(opts: { refreshReply?: () => ReturnType<typeof ok>; expiredCode?: string } = {}) {
  const release: (() => void)[] = [];
  const refreshGate = new Promise<void>((resolve) => release.push(resolve));
  const fake = installFakeFetch(async (call: FakeCall) => {
    if (call.url === REFRESH_URL) {
      await refreshGate;
      if (call.headers["x-ref-token"] !== "old-refresh") return fail(401, "AUTH0002");
      return opts.refreshReply?.() ?? ok(null, { "x-scm-token": "new-access", "x-ref-token": "new-refresh" });
    }
    if (call.headers["x-scm-token"] === "new-access") return ok(call.url);
    return fail(401, opts.expiredCode ?? "SYS9992");
  });
  return { ...fake, releaseRefresh: () => release[0]?.() };
}

describe("token refresh", () => {
  it("refreshes once for three parallel expired requests and replays each with the new tokens", async () => {
    const { calls, releaseRefresh } = expiringServer();
    const all = Promise.all(["/a", "/b", "/c"].map((url) => request<string>({ method: "GET", url })));
    await vi.waitFor(() => expect(calls.filter((c) => c.url === REFRESH_URL)).toHaveLength(1));
    releaseRefresh();
    const results = await all;
    expect(results.map((r) => r.data)).toEqual(["/a", "/b", "/c"]);
    expect(calls.filter((c) => c.url === REFRESH_URL)).toHaveLength(1);
    const replays = calls.filter((c) => c.url !== REFRESH_URL && c.headers["x-scm-token"] === "new-access");
    expect(replays.map((c) => c.url).sort()).toEqual(["/a", "/b", "/c"]);
    expect(localStorage.getItem("x-ref-token")).toBe("new-refresh");
    expect(onSessionReset).not.toHaveBeenCalled();
    expect(useGlobalState.getState().loadingCount).toBe(0);
  });

  it("also refreshes on SYS9996 the first time", async () => {
    const { releaseRefresh } = expiringServer({ expiredCode: "SYS9996" });
    releaseRefresh();
    await expect(request<string>({ method: "GET", url: "/a" })).resolves.toMatchObject({ data: "/a" });
    expect(onSessionReset).not.toHaveBeenCalled();
  });

  it("retries only once: still expired after the refresh rejects", async () => {
    const { calls } = installFakeFetch((call) =>
      call.url === REFRESH_URL ? ok(null, { "x-scm-token": "new-access" }) : fail(401, "SYS9992"),
    );
    const e = await request({ method: "GET", url: "/a" }).catch((err: ApiError) => err);
    expect(e).toMatchObject({ status: 401, code: "SYS9992" });
    expect(calls.filter((c) => c.url === "/a")).toHaveLength(2);
    expect(calls.filter((c) => c.url === REFRESH_URL)).toHaveLength(1);
    expect(onSessionReset).not.toHaveBeenCalled();
  });

  it("treats SYS9996 on the retried request as a duplicate login", async () => {
    installFakeFetch((call) =>
      call.url === REFRESH_URL ? ok(null, { "x-scm-token": "new-access" }) : fail(401, "SYS9996"),
    );
    await request({ method: "GET", url: "/a" }).catch(() => {});
    expect(onSessionReset).toHaveBeenCalledExactlyOnceWith("duplicateLogin");
    expect(useGlobalState.getState().errorMessage).toBeNull();
  });

  it("resets the session once when the refresh is refused, and every queued request rejects", async () => {
    const { calls, releaseRefresh } = expiringServer({ refreshReply: () => fail(401, "AUTH0003") });
    const all = Promise.allSettled(["/a", "/b", "/c"].map((url) => request({ method: "GET", url })));
    await vi.waitFor(() => expect(calls.filter((c) => c.url === REFRESH_URL)).toHaveLength(1));
    releaseRefresh();
    const results = await all;
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    expect(onSessionReset).toHaveBeenCalledExactlyOnceWith("refreshFailed");
    expect(calls.filter((c) => c.url === REFRESH_URL)).toHaveLength(1);
    expect(useGlobalState.getState().errorMessage).toBeNull();
    expect(useGlobalState.getState().loadingCount).toBe(0);
  });

  it("resets without calling the server when no refresh token is stored", async () => {
    localStorage.removeItem("x-ref-token");
    const { calls } = installFakeFetch(() => fail(401, "SYS9992"));
    await request({ method: "GET", url: "/a" }).catch(() => {});
    expect(calls.map((c) => c.url)).toEqual(["/a"]);
    expect(onSessionReset).toHaveBeenCalledExactlyOnceWith("refreshFailed");
  });

  it("replays without a second refresh when the token changed while the request was out", async () => {
    const { calls } = installFakeFetch((call) => {
      if (call.url === "/late") localStorage.setItem("x-scm-token", "new-access");
      return call.headers["x-scm-token"] === "new-access" ? ok("fine") : fail(401, "SYS9992");
    });
    await expect(request({ method: "GET", url: "/late" })).resolves.toMatchObject({ data: "fine" });
    expect(calls.filter((c) => c.url === REFRESH_URL)).toHaveLength(0);
  });

  it("resets on NON_MEMBER and lets the caller handle the rejection", async () => {
    installFakeFetch(() => fail(401, "NON_MEMBER"));
    const e = await request({ method: "GET", url: "/a" }).catch((err: ApiError) => err);
    expect(e).toMatchObject({ code: "NON_MEMBER", message: "로그인이 필요합니다" });
    expect(onSessionReset).toHaveBeenCalledExactlyOnceWith("nonMember");
    expect(useGlobalState.getState().errorMessage).toBeNull();
  });
});
