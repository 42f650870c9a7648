import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../lib/http/errors";
import { initI18n } from "../../lib/i18n/i18n";
import { accountErrorText, isCertError } from "./account-error-text";

describe("accountErrorText", () => {
  afterEach(async () => {
    await i18next.changeLanguage("ko");
  });

  it("names account refusals in the UI language and keeps other server messages", async () => {
    await initI18n().changeLanguage("en");
    const taken = new ApiError("이미 사용 중인 아이디입니다", { status: 409, code: "JOIN0002", kind: "http" });
    expect(accountErrorText(taken)).toBe("This ID is already in use.");
    const other = new ApiError("server says no", { status: 400, code: "X", kind: "http" });
    expect(accountErrorText(other)).toBe("server says no");
    expect(accountErrorText(null)).toBeNull();
  });

  it("leaves time-outs and server failures to the global popup", () => {
    initI18n();
    expect(accountErrorText(new ApiError("t", { kind: "timeout" }))).toBeNull();
    expect(accountErrorText(new ApiError("s", { status: 503, kind: "http" }))).toBeNull();
  });

  it("knows which refusals need a new certification", () => {
    expect(isCertError(new ApiError("x", { status: 400, code: "CERT0002", kind: "http" }))).toBe(true);
    expect(isCertError(new ApiError("x", { status: 409, code: "JOIN0002", kind: "http" }))).toBe(false);
  });
});
