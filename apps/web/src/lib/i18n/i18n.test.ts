// @vitest-environment jsdom
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { DEFERRED_NAMESPACES, detectLanguage, initI18n, loadNamespaces, t } from "./i18n";

describe("i18n", () => {
  afterEach(async () => {
    if (i18next.isInitialized) await i18next.changeLanguage("ko");
  });

  it("defaults to Korean and switches to English only for lang=en", () => {
    expect(detectLanguage()).toBe("ko");
    localStorage.setItem("lang", "fr");
    expect(detectLanguage()).toBe("ko");
    localStorage.setItem("lang", "en");
    expect(detectLanguage()).toBe("en");
  });

  it("loads the common and errors namespaces in both languages", async () => {
    const i18n = initI18n();
    expect(initI18n()).toBe(i18n);
    expect(t("errors:http.401")).toBe("인증이 필요합니다");
    expect(t("cancelled")).toBe("취소되었습니다");
    await i18n.changeLanguage("en");
    expect(t("errors:retryShortly")).toBe("Please try again shortly.");
    expect(t("common:cancelled")).toBe("cancelled");
    expect(t("errors:http.503")).toBe("Server not ready to handle the request");
  });

  it("loads the deferred namespaces with their texts in Korean, and in English after a switch", async () => {
    await loadNamespaces(DEFERRED_NAMESPACES);
    const size = (lang: string, ns: string) => Object.keys(i18next.getResourceBundle(lang, ns) ?? {}).length;
    for (const ns of DEFERRED_NAMESPACES) expect(size("ko", ns), `ko ${ns}`).toBeGreaterThan(0);
    await i18next.changeLanguage("en");
    for (const ns of DEFERRED_NAMESPACES) expect(size("en", ns), `en ${ns}`).toBeGreaterThan(0);
    expect(t("membership:errors.stampInsufficient")).toBe("You do not have enough stamps");
  });

  it("counts periods in the singular and plural in English, one form in Korean", async () => {
    await loadNamespaces(["order"]);
    expect(t("order:history.months", { count: 1 })).toBe("1개월");
    expect(t("order:history.months", { count: 3 })).toBe("3개월");
    await i18next.changeLanguage("en");
    expect(t("order:history.months", { count: 1 })).toBe("1 month");
    expect(t("order:history.months", { count: 3 })).toBe("3 months");
  });
});
