import { describe, expect, it } from "vitest";
import en from "../../lib/i18n/resources/en/routes";
import ko from "../../lib/i18n/resources/ko/routes";
import { COMING_SOON_ROUTES } from "./coming-soon-routes";
import { COMING_SOON_FILE, pageFileOf } from "./page-files";
import { href, ROUTE_NAMES, ROUTES } from "./paths";

describe("route table", () => {
  it("builds paths with encoded params and a query", () => {
    expect(href("main")).toBe("/");
    expect(href("productDetail", { itemCd: "W 01" })).toBe("/product/W%2001");
    expect(href("certCallback", { certType: "phone" })).toBe("/commonCert/callback/phone");
    expect(href("login", {}, { redirectPath: "/my", isBackHome: true })).toBe(
      "/login?redirectPath=%2Fmy&isBackHome=true",
    );
    expect(href("notMatched")).toBe("/404");
  });

  it("gives the payment popups no header", () => {
    for (const name of ["bill", "billRglr", "billEasyPay", "vipUserCreditPopup", "modifyEasyPay", "tossPay"] as const) {
      expect(ROUTES[name].header).toBe("none");
    }
  });

  it("has a title for every route in both languages", () => {
    for (const name of ROUTE_NAMES) {
      expect(ko[name as keyof typeof ko], name).toBeTruthy();
      expect(en[name as keyof typeof en], name).toBeTruthy();
    }
  });

  it("lists exactly the routes without a page as coming soon", () => {
    for (const name of ROUTE_NAMES)
      expect(COMING_SOON_ROUTES.includes(name), name).toBe(pageFileOf(name) === COMING_SOON_FILE);
    expect(COMING_SOON_ROUTES).not.toContain("wineKeep");
    expect(COMING_SOON_ROUTES).not.toContain("luckyDraw");
    expect(COMING_SOON_ROUTES).not.toContain("community");
    expect(COMING_SOON_ROUTES).not.toContain("cart");
    expect(COMING_SOON_ROUTES).not.toContain("login");
    expect(COMING_SOON_ROUTES).not.toContain("main");
    expect(new Set(ROUTE_NAMES.map((n) => ROUTES[n].path)).size).toBe(ROUTE_NAMES.length);
  });
});
