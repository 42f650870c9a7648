import { describe, expect, it } from "vitest";
import {
  bottomSpacerHeight,
  hideBottomBarForPopup,
  isBottomBarActive,
  scrollTopButtonBottom,
  showScrollTopButton,
} from "./layout-rules";

describe("bottomSpacerHeight", () => {
  const plain = { hasCtaBar: false, bottomBarActive: false };

  it("is absent on the listed routes", () => {
    for (const route of [
      "splash",
      "login",
      "quitComplete",
      "notfound",
      "signup",
      "search",
      "resetpwd",
      "changepwd",
      "quit",
      "luckyDrawHistory",
      "communityReport",
      "rouletteDetail",
    ] as const) {
      expect(bottomSpacerHeight(route, { hasCtaBar: true, bottomBarActive: true }), route).toBe(0);
    }
  });

  it("is 56 normally, 89 with a CTA bar and 144 with the active bottom bar", () => {
    expect(bottomSpacerHeight("cart", plain)).toBe(56);
    expect(bottomSpacerHeight("cart", { hasCtaBar: true, bottomBarActive: false })).toBe(89);
    expect(bottomSpacerHeight("main", { hasCtaBar: false, bottomBarActive: true })).toBe(144);
    expect(bottomSpacerHeight(null, plain)).toBe(56);
  });
});

describe("bottom bar", () => {
  it("is active on the main tabs and product lists only", () => {
    for (const route of ["main", "search", "searchDetail", "community", "mypage", "product", "skeletonMain"] as const) {
      expect(isBottomBarActive(route), route).toBe(true);
    }
    expect(isBottomBarActive("cart")).toBe(false);
    expect(isBottomBarActive("login")).toBe(false);
    expect(isBottomBarActive(null)).toBe(false);
  });

  it("hides for popups only on iOS on the home path", () => {
    expect(hideBottomBarForPopup({ platform: "ios", pathname: "/", openPopupCount: 1 })).toBe(true);
    expect(hideBottomBarForPopup({ platform: "ios", pathname: "/", openPopupCount: 0 })).toBe(false);
    expect(hideBottomBarForPopup({ platform: "android", pathname: "/", openPopupCount: 1 })).toBe(false);
    expect(hideBottomBarForPopup({ platform: "ios", pathname: "/search", openPopupCount: 1 })).toBe(false);
  });
});

describe("scroll-to-top button", () => {
  it("shows beyond 100 px except on my page", () => {
    expect(showScrollTopButton(100, "main")).toBe(false);
    expect(showScrollTopButton(101, "main")).toBe(true);
    expect(showScrollTopButton(500, "mypage")).toBe(false);
  });

  it("sits 160 px up on community pages and 104 px elsewhere", () => {
    expect(scrollTopButtonBottom("community")).toBe(160);
    expect(scrollTopButtonBottom("communityDetail")).toBe(160);
    expect(scrollTopButtonBottom("main")).toBe(104);
  });
});
