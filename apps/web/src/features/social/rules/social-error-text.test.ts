import { SOCIAL_ERRORS } from "@cellar/contracts/client";
import { describe, expect, it } from "vitest";
import en from "../../../lib/i18n/resources/en/social";
import ko from "../../../lib/i18n/resources/ko/social";
import { socialErrorKey } from "./social-error-text";

describe("social sign-in failure texts", () => {
  it("has a Korean and an English text for every social error code, and one for anything else", () => {
    for (const { code } of Object.values(SOCIAL_ERRORS)) {
      expect(socialErrorKey(code)).toBe(`errors.${code}`);
      expect(ko.errors[code as keyof typeof ko.errors], code).toBeTruthy();
      expect(en.errors[code as keyof typeof en.errors], code).toBeTruthy();
    }
    expect(socialErrorKey("9999")).toBe("errors.other");
    expect(socialErrorKey("<script>")).toBe("errors.other");
    expect(socialErrorKey(null)).toBeNull();
  });

  it("keeps the same keys in both languages", () => {
    const keys = (o: object, prefix = ""): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(en).sort()).toEqual(keys(ko).sort());
  });
});
