import { describe, expect, it } from "vitest";
import { languageOfCookies } from "../../lib/i18n/i18n";
import { namespacesOf } from "./page-files";
import { routeNameAt, routeNameOf } from "./route-handle";

describe("route names (src/routes.ts: a route's id is its name)", () => {
  it("name the deepest matched route, skipping the layouts", () => {
    expect(routeNameOf([{ id: "root" }, { id: "shell" }, { id: "membersOnly" }, { id: "cart" }])).toBe("cart");
    expect(routeNameOf([{ id: "root" }, { id: "shell" }, { id: "pubPage" }])).toBe("guide");
    expect(routeNameOf([{ id: "root" }])).toBeNull();
  });

  it("name the route an address leads to before it renders", () => {
    expect(routeNameAt("/")).toBe("main");
    expect(routeNameAt("/product/W0005")).toBe("productDetail");
    expect(routeNameAt("/product")).toBe("product");
    expect(routeNameAt("/order/history/detail")).toBe("orderHistoryDetail");
    expect(routeNameAt("/nowhere/at/all")).toBe("notMatched");
  });

  it("give each page the texts it needs before it renders", () => {
    expect(namespacesOf("main")).toEqual([]);
    expect(namespacesOf("cart")).toEqual(["routes", "cart", "order", "payment"]);
    expect(namespacesOf(null)).toEqual([]);
  });
});

describe("the language a page request asks for", () => {
  it("is English only when its cookie says so", () => {
    expect(languageOfCookies("a=1; cellar_lang=en; b=2")).toBe("en");
    expect(languageOfCookies("cellar_lang=ko")).toBe("ko");
    expect(languageOfCookies("cellar_lang=fr")).toBe("ko");
    expect(languageOfCookies(null)).toBe("ko");
  });
});
