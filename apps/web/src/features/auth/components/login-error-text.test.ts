import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/http/errors";
import { loginErrorText } from "./login-error-text";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("loginErrorText", () => {
  it("maps wrong credentials", () => {
    const e = new ApiError("x", { status: 400, code: "AUTH0001", kind: "http" });
    expect(loginErrorText(e, t)).toBe("auth:invalidCredentials");
  });

  it("shows the wait for too many attempts", () => {
    const e = new ApiError("x", { status: 429, code: "AUTH0004", kind: "http" });
    expect(loginErrorText(e, t)).toBe('auth:tooManyAttempts {"wait":"auth:waitShortly"}');
    const withWait = new ApiError("x", { status: 429, code: "AUTH0004", kind: "http", data: { retryAfter: 125 } });
    expect(loginErrorText(withWait, t)).toContain('auth:waitMinutes {\\"count\\":3}');
  });

  it("leaves time-outs and server failures to the global popup", () => {
    expect(loginErrorText(new ApiError("x", { kind: "timeout" }), t)).toBeNull();
    expect(loginErrorText(new ApiError("x", { status: 502, kind: "http" }), t)).toBeNull();
  });

  it("uses the API message otherwise", () => {
    const e = new ApiError("계정을 사용할 수 없습니다", { status: 403, code: "AUTH0005", kind: "http" });
    expect(loginErrorText(e, t)).toBe("계정을 사용할 수 없습니다");
  });
});
