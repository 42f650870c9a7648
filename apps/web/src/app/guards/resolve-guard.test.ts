import { describe, expect, it } from "vitest";
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
});

describe("loginRedirectHref", () => {
  it("carries the full target path and isBackHome", () => {
    expect(loginRedirectHref("/product/123?tab=review", true)).toBe(
      "/login?redirectPath=%2Fproduct%2F123%3Ftab%3Dreview&isBackHome=true",
    );
    expect(loginRedirectHref("/my", false)).toBe("/login?redirectPath=%2Fmy");
  });
});
