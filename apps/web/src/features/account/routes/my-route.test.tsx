import type { LoginUserInfo } from "@cellar/contracts/client";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "../../../lib/i18n/i18n";
import { type MyLinks, MyRoute } from "./my-route";

const links: MyLinks = {
  coupon: "/coupon",
  membership: "/membership",
  orders: "/order/history",
  alarms: "/alert",
  settings: "/my/setting",
  pickup: "/my/pickup",
  stores: "/store",
  notices: "/notice",
  faq: "/faq",
  terms: "/terms",
  luckyDrawHistory: "/luckydraw/history",
  rouletteHistory: "/roulette/detail",
  events: "/eventPage",
  wineKeep: "/wineKeep",
  specialSales: "/specialSales",
  manage: "/member/manage",
  changePwd: "/changepwd",
  login: "/login",
  join: "/join",
};

const member = {
  loginId: "demo",
  korMberNm: "김셀러",
  gradNm: "Gold",
  mbrshCardNo: "9410202103150018",
  pwdChngLmttDe: "2099-01-01",
} as LoginUserInfo;

function renderAt(path: string, who: LoginUserInfo | null, handlers = { onCallback: vi.fn(), onLogout: vi.fn() }) {
  const router = createMemoryRouter([{ path: "/my", element: <MyRoute links={links} member={who} {...handlers} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return { router, ...handlers };
}

describe("MyRoute", () => {
  beforeEach(async () => {
    await initI18n().changeLanguage("en");
  });
  afterEach(async () => {
    await i18next.changeLanguage("ko");
  });

  it("greets the member with grade and card, and links their pages", () => {
    const { onCallback } = renderAt("/my", member);
    expect(screen.getByText("Hello, 김셀러")).toBeInTheDocument();
    expect(screen.getByText("Gold")).toBeInTheDocument();
    expect(screen.getByText("Card 9410 2021 0315 0018")).toBeInTheDocument();
    for (const [name, to] of [
      ["Coupons", "/coupon"],
      ["Membership", "/membership"],
      ["Orders", "/order/history"],
      ["Settings", "/my/setting"],
      ["Notices", "/notice"],
      ["FAQ", "/faq"],
      ["Terms and policies", "/terms"],
      ["My lucky draw entries", "/luckydraw/history"],
      ["My roulette spins", "/roulette/detail"],
      ["Current events", "/eventPage"],
      ["Special sales", "/specialSales"],
      ["Wine keep", "/wineKeep"],
    ]) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", to);
    }
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(onCallback).not.toHaveBeenCalled();
  });

  it("checks the member again on ?callback=true and keeps the flag", () => {
    const { onCallback, router } = renderAt("/my?callback=true", member);
    expect(onCallback).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe("?callback=true");
  });

  it("shows the password-change notice when the due day has come", () => {
    renderAt("/my", { ...member, pwdChngLmttDe: "2020-01-01" });
    expect(screen.getByRole("note")).toHaveTextContent("You have not changed your password for a while");
    expect(screen.getByRole("link", { name: "Change password" })).toHaveAttribute("href", "/changepwd");
  });

  it("logs out after a confirmation", async () => {
    const { onLogout } = renderAt("/my", member);
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("offers log in and join to a guest", () => {
    renderAt("/my", null);
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Join" })).toHaveAttribute("href", "/join");
    expect(screen.queryByRole("button", { name: "Log out" })).not.toBeInTheDocument();
    // A guest's events menu leads only where a guest can go (no member history).
    expect(screen.getByRole("link", { name: "Special sales" })).toHaveAttribute("href", "/specialSales");
    expect(screen.queryByRole("link", { name: "My lucky draw entries" })).not.toBeInTheDocument();
  });
});
