// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { clearTokens, hasAccessToken, readTokens, saveTokensFromHeaders, tokenHeaders } from "./tokens";
import { unescapeHtml } from "./unescape";

describe("tokens", () => {
  it("saves only the token headers present, sends only stored ones, and clears them", () => {
    expect(hasAccessToken()).toBe(false);
    saveTokensFromHeaders(new Headers({ "x-scm-token": "a", "x-em-type": "MEMBER", "x-other": "z" }));
    expect(readTokens()).toEqual({ "x-em-type": "MEMBER", "x-scm-token": "a", "x-ref-token": null });
    expect(tokenHeaders()).toEqual({ "x-em-type": "MEMBER", "x-scm-token": "a" });
    expect(hasAccessToken()).toBe(true);
    clearTokens();
    expect(tokenHeaders()).toEqual({});
  });
});

describe("unescapeHtml", () => {
  it("decodes named and numeric entities once, leaving unknown ones", () => {
    expect(unescapeHtml("&amp;lt;")).toBe("&lt;");
    expect(unescapeHtml("&#x1F377; &#127863; &unknown; &#99999999;")).toBe("🍷 🍷 &unknown; &#99999999;");
  });
});
