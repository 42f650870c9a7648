import { describe, expect, it } from "vitest";
import { routeNameAt } from "../routes/route-handle";
import { loginRedirectHref, resolveGuard } from "./resolve-guard";

describe("resolveGuard", () => {
  it("sends a logged-out in-app user on a login-required route to login", () => {
    expect(resolveGuard("mypage", { inApp: true, loggedIn: false })).toBe("login");
    expect(resolveGuard("productDetail", { inApp: true, loggedIn: false })).toBe("login");
    expect(resolveGuard("community", { inApp: true, loggedIn: false })).toBe("login");
    expect(resolveGuard("reservation", { inApp: true, loggedIn: false })).toBe("login");
    expect(resolveGuard("reservationOrder", { inApp: true, loggedIn: false })).toBe("login");
  });

  it("lets a logged-in user through", () => {
    expect(resolveGuard("mypage", { inApp: true, loggedIn: true })).toBe("proceed");
  });

  it("proceeds in a normal browser even when logged out", () => {
    expect(resolveGuard("cart", { inApp: false, loggedIn: false })).toBe("proceed");
  });

  it("always lets login and open routes pass", () => {
    expect(resolveGuard("login", { inApp: true, loggedIn: false })).toBe("proceed");
    expect(resolveGuard("main", { inApp: true, loggedIn: false })).toBe("proceed");
    expect(resolveGuard("search", { inApp: true, loggedIn: false })).toBe("proceed");
    expect(resolveGuard(null, { inApp: true, loggedIn: false })).toBe("proceed");
    // guests may browse the pre-orders; only ordering and my pre-orders need a member (decision 410)
    expect(resolveGuard("reservationList", { inApp: true, loggedIn: false })).toBe("proceed");
    expect(resolveGuard("reservationDetail", { inApp: true, loggedIn: false })).toBe("proceed");
  });

  // SPEC §2: the lucky-draw history is login-required; the draws and a draw's page are open to guests.
  it("sends a guest in the app from the lucky-draw history to login, not from the draws", () => {
    const guest = { inApp: true, loggedIn: false };
    expect(routeNameAt("/luckydraw/history")).toBe("luckyDrawHistory");
    expect(resolveGuard(routeNameAt("/luckydraw/history"), guest)).toBe("login");
    expect(resolveGuard(routeNameAt("/luckydraw/history"), { inApp: true, loggedIn: true })).toBe("proceed");
    expect(resolveGuard(routeNameAt("/luckydraw"), guest)).toBe("proceed");
    expect(resolveGuard(routeNameAt("/luckydraw/detail"), guest)).toBe("proceed");
  });
});

describe("loginRedirectHref", () => {
  it("carries the full target path and isBackHome", () => {
    expect(loginRedirectHref("/product/123?tab=review", true)).toBe(
      "/login?redirectPath=%2Fproduct%2F123%3Ftab%3Dreview&isBackHome=true",
    );
    expect(loginRedirectHref("/my", false)).toBe("/login?redirectPath=%2Fmy");
  });
});
