// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useGlobalState } from "../state/global-state";
import { callEndpoint, configureHttp, request } from "./client";
import { ApiError } from "./errors";
import { fail, installFakeFetch, ok } from "./fake-fetch.test-helper";

const initial = useGlobalState.getState();
const onSessionReset = vi.fn();

beforeEach(() => {
  useGlobalState.setState(initial, true);
  onSessionReset.mockReset();
  configureHttp({ onSessionReset });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("request basics", () => {
  it("sends JSON with the stored tokens and repeated array keys, stores response tokens, unescapes the body", async () => {
    localStorage.setItem("x-em-type", "MEMBER");
    localStorage.setItem("x-scm-token", "access-1");
    const { calls } = installFakeFetch(() =>
      ok(
        { name: "Ch&acirc;teau &amp; Co &lt;b&gt; &quot;x&quot; &#39;y&#x27; &#50728;", list: ["a&amp;b"] },
        {
          "x-scm-token": "access-2",
          "x-ref-token": "refresh-2",
        },
      ),
    );
    const env = await request<{ name: string; list: string[] }>({
      method: "POST",
      url: "/product-api/v1.0.0/api/x",
      params: { a: [1, 2], b: "k", skip: undefined },
      data: { q: 1 },
    });
    expect(calls[0]?.url).toBe("/product-api/v1.0.0/api/x?a=1&a=2&b=k");
    expect(calls[0]?.headers).toMatchObject({
      "Content-Type": "application/json",
      "x-em-type": "MEMBER",
      "x-scm-token": "access-1",
    });
    expect(calls[0]?.headers["x-ref-token"]).toBeUndefined();
    expect(calls[0]?.body).toEqual({ q: 1 });
    expect(env).toEqual({
      code: "0000",
      message: "",
      data: { name: "Ch&acirc;teau & Co <b> \"x\" 'y' 온", list: ["a&b"] },
    });
    expect(localStorage.getItem("x-scm-token")).toBe("access-2");
    expect(localStorage.getItem("x-ref-token")).toBe("refresh-2");
    expect(localStorage.getItem("x-em-type")).toBe("MEMBER");
  });

  it("counts the spinner per request unless hidden", async () => {
    let seen = -1;
    installFakeFetch(() => {
      seen = useGlobalState.getState().loadingCount;
      return ok(1);
    });
    await request({ method: "GET", url: "/a" });
    expect(seen).toBe(1);
    await request({ method: "GET", url: "/a", hidden: true });
    expect(seen).toBe(0);
    expect(useGlobalState.getState().loadingCount).toBe(0);
  });

  it("sends a GET payload as query parameters", async () => {
    const { calls } = installFakeFetch(() => ok(null));
    await request({ method: "GET", url: "/a", params: { p: 1 }, data: { q: [3, 4] } });
    expect(calls[0]?.url).toBe("/a?p=1&q=3&q=4");
    expect(calls[0]?.body).toBeUndefined();
  });
});

describe("failures", () => {
  it("times out after 10 000 ms: popup, spinner back to 0, ApiError of kind timeout", async () => {
    vi.useFakeTimers();
    installFakeFetch(() => "hang");
    const pending = request({ method: "GET", url: "/slow" }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(useGlobalState.getState().loadingCount).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe("timeout");
    expect(useGlobalState.getState().loadingCount).toBe(0);
    expect(useGlobalState.getState().errorMessage).toBe("잠시 후 다시 시도해 주세요.");
  });

  it("opens the popup on 5xx and network failures, but not when silent", async () => {
    installFakeFetch(() => fail(500, "9999", "boom"));
    const e500 = await request({ method: "GET", url: "/a" }).catch((e: ApiError) => e);
    expect(e500).toMatchObject({ status: 500, kind: "http", message: "서버 내부 오류가 발생했습니다" });
    expect(useGlobalState.getState().errorMessage).not.toBeNull();
    useGlobalState.getState().clearError();

    await request({ method: "GET", url: "/a", silent: true }).catch(() => {});
    expect(useGlobalState.getState().errorMessage).toBeNull();

    installFakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const net = await request({ method: "GET", url: "/a" }).catch((e: ApiError) => e);
    expect(net).toMatchObject({ kind: "network" });
    expect(useGlobalState.getState().errorMessage).not.toBeNull();
  });

  it("maps statuses of the common fail code to the SPEC §8 texts and rejects 4xx without a popup", async () => {
    const cases: [number, string][] = [
      [400, "수량을 확인해 주세요"],
      [401, "인증이 필요합니다"],
      [403, "접근 권한이 없습니다"],
      [404, "요청한 리소스를 찾을 수 없습니다"],
      [418, "알 수 없는 오류가 발생했습니다"],
      [502, "잘못된 게이트웨이 응답입니다"],
      [503, "서버가 요청을 처리할 준비가 되지 않았습니다"],
    ];
    for (const [status, text] of cases) {
      installFakeFetch(() => fail(status, "9999", "수량을 확인해 주세요"));
      const e = await request({ method: "GET", url: "/a", silent: true }).catch((err: ApiError) => err);
      expect(e).toMatchObject({ status, message: text, code: "9999" });
    }
    installFakeFetch(() => fail(404, "9999"));
    await request({ method: "GET", url: "/a" }).catch(() => {});
    expect(useGlobalState.getState().errorMessage).toBeNull();
  });

  it("uses the text of a specific contracts code", async () => {
    installFakeFetch(() => fail(400, "AUTH0001", "invalid credentials"));
    const e = await request({ method: "POST", url: "/login" }).catch((err: ApiError) => err);
    expect(e).toMatchObject({ code: "AUTH0001", message: "아이디 또는 비밀번호가 일치하지 않습니다" });
  });

  it("never lets the spinner go below zero across failures", async () => {
    installFakeFetch(() => fail(500, "9999"));
    await Promise.allSettled([request({ method: "GET", url: "/a" }), request({ method: "GET", url: "/b" })]);
    useGlobalState.getState().endLoading();
    expect(useGlobalState.getState().loadingCount).toBe(0);
  });
});

describe("callEndpoint", () => {
  it("builds the URL from the contracts table and unwraps data", async () => {
    const { calls } = installFakeFetch(() => ok({ updateVersion: "1.4.0" }));
    const data = await callEndpoint("versionInfo", { params: { os: "210003" } });
    expect(data).toEqual({ updateVersion: "1.4.0" });
    expect(calls[0]).toMatchObject({ method: "GET", url: "/product-api/v1.0.0/api/version/info?os=210003" });
  });

  it("fills the path parameters in and sends the body as JSON", async () => {
    const { calls } = installFakeFetch(() => ok({ orderNo: "O/1" }));
    await callEndpoint("orderCancel", { pathParams: { orderNo: "O/1" }, data: { reason: "late" }, hidden: true });
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/commerce-api/v1.0.0/api/orders/O%2F1/cancel",
      body: { reason: "late" },
    });
  });

  it("rejects a non-success code with the server message", async () => {
    installFakeFetch(() => ({ body: { code: "9999", message: "처리할 수 없습니다", data: null } }));
    await expect(callEndpoint("grades")).rejects.toMatchObject({
      kind: "code",
      code: "9999",
      message: "처리할 수 없습니다",
    });
  });
});
