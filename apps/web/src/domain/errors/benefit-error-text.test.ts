import { ERRORS } from "@cellar/contracts/client";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../lib/http/errors";
import { initI18n } from "../../lib/i18n/i18n";
import { BENEFIT_ERROR_NAMES, benefitErrorText } from "./benefit-error-text";

describe("benefitErrorText", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });

  it("has a text in both languages for every benefits error", async () => {
    for (const lang of ["en", "ko"]) {
      await i18next.changeLanguage(lang);
      for (const name of BENEFIT_ERROR_NAMES) {
        const error = new ApiError("server text", { status: 400, code: ERRORS[name].code, kind: "http" });
        const text = benefitErrorText(error);
        expect(text, `${lang} ${name}`).toBeTruthy();
        expect(text).not.toContain("errors.");
      }
    }
    await i18next.changeLanguage("en");
  });

  it("keeps the server's message for other refusals and stays quiet for server failures", () => {
    expect(benefitErrorText(new ApiError("nope", { status: 400, code: "9999", kind: "http" }))).toBe("nope");
    expect(benefitErrorText(new ApiError("x", { status: 500, code: "9999", kind: "http" }))).toBeNull();
    expect(benefitErrorText(new ApiError("x", { kind: "timeout" }))).toBeNull();
    expect(benefitErrorText(null)).toBeNull();
  });
});
