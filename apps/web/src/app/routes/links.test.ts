import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { COMING_SOON_ROUTES } from "./coming-soon-routes";
import { MY_LINKS } from "./pages/my-links";
import { ORDER_SHEET_LINKS } from "./pages/order-links";
import { ROUTE_NAMES, ROUTES, type RouteName } from "./paths";

/** The route a link opens, as the router matches it (static segments before parameters); null: not found. */
export function routeOf(link: string): RouteName | null {
  const { pathname } = new URL(link, "http://cellar.test");
  const candidates = ROUTE_NAMES.filter((name) => name !== "notMatched" && name !== "notfound").filter((name) =>
    matchPath({ path: ROUTES[name].path, end: true }, pathname),
  );
  // A static path beats a pattern (/member/manage/email before /member/manage/:memberInfo).
  return candidates.find((name) => !ROUTES[name].path.includes(":")) ?? candidates[0] ?? null;
}

/** Why a link is a dead end, or null when it opens a built page. */
export function deadEnd(link: string): string | null {
  const name = routeOf(link);
  if (name === null) return `${link}: not found`;
  if (COMING_SOON_ROUTES.includes(name)) return `${link}: ${name} is coming soon`;
  return null;
}

describe("no dead ends (issue 25)", () => {
  it("finds the route a link opens, and calls unknown paths and coming-soon pages dead ends", () => {
    expect(routeOf("/member/manage/email")).toBe("memberEmail");
    expect(routeOf("/member/manage/contact")).toBe("memberInfo");
    expect(routeOf("/terms?stplatRegNo=T")).toBe("terms");
    expect(deadEnd("/no/such/page")).toBe("/no/such/page: not found");
    for (const name of COMING_SOON_ROUTES) expect(deadEnd(ROUTES[name].path)).toMatch(/coming soon$/);
  });

  it("every entry of my page opens a built page", () => {
    const shown = Object.values(MY_LINKS).filter((link) => link !== undefined);
    expect(shown.length).toBeGreaterThanOrEqual(25);
    expect(shown.map(deadEnd).filter(Boolean)).toEqual([]);
  });

  it("every link of the order sheet (terms, wine-keep hint, address book, …) opens a built page", () => {
    expect(Object.values(ORDER_SHEET_LINKS).map(deadEnd).filter(Boolean)).toEqual([]);
  });
});
