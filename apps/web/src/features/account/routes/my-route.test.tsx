import type { LoginUserInfo } from "@cellar/contracts/client";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "../../../lib/i18n/i18n";
import { type MyCounts, type MyLinks, MyRoute } from "./my-route";

const links: MyLinks = {
  orders: "/order/history",
  returns: "/return",
  reservations: "/reservation",
  luckyDrawHistory: "/luckydraw/history",
  rouletteHistory: "/roulette/detail",
  wineKeep: "/wineKeep",
  coupon: "/coupon",
  membership: "/membership",
  stamps: "/membership?stamps",
  prepaid: "/membershipPay?tab=prepaid",
  easyPay: "/easypayment",
  restock: "/my/restock",
  reviews: "/my/review",
  events: "/eventPage",
  specialSales: "/specialSales",
  pickup: "/my/pickup",
  shipping: "/my/shipping",
  stores: "/store",
  alarms: "/alert",
  manage: "/member/manage",
  settings: "/my/setting",
  notices: "/notice",
  faq: "/faq",
  terms: "/terms",
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

function renderAt(
  path: string,
  who: LoginUserInfo | null,
  handlers = { onCallback: vi.fn(), onLogout: vi.fn() },
  counts: MyCounts = {},
  given: MyLinks = links,
) {
  const router = createMemoryRouter(
    [{ path: "/my", element: <MyRoute links={given} member={who} counts={counts} {...handlers} /> }],
    { initialEntries: [path] },
  );
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

  it("greets the member with grade and card, and groups everything they have", () => {
    const { onCallback } = renderAt("/my", member);
    expect(screen.getByText("Hello, 김셀러")).toBeInTheDocument();
    expect(screen.getByText("Card 9410 2021 0315 0018")).toBeInTheDocument();
    const groups: [string, [string, string][]][] = [
      [
        "Shopping",
        [
          ["Orders and delivery", "/order/history"],
          ["Returns and exchanges", "/return"],
          ["Pre-orders", "/reservation"],
          ["My lucky draw entries", "/luckydraw/history"],
          ["My roulette spins", "/roulette/detail"],
          ["Wine keep", "/wineKeep"],
        ],
      ],
      [
        "Benefits",
        [
          ["Coupons", "/coupon"],
          ["Membership grade", "/membership"],
          ["Stamps", "/membership?stamps"],
          ["Prepaid balance", "/membershipPay?tab=prepaid"],
          ["Easy-pay cards", "/easypayment"],
        ],
      ],
      [
        "Activity",
        [
          ["Restock alerts", "/my/restock"],
          ["My reviews", "/my/review"],
        ],
      ],
      [
        "Events",
        [
          ["Current events", "/eventPage"],
          ["Special sales", "/specialSales"],
        ],
      ],
      [
        "Settings and info",
        [
          ["My pick-up store", "/my/pickup"],
          ["Address book", "/my/shipping"],
          ["Find a store", "/store"],
          ["Alarms", "/alert"],
          ["Member management", "/member/manage"],
          ["Settings", "/my/setting"],
        ],
      ],
      [
        "Customer service",
        [
          ["Notices", "/notice"],
          ["FAQ", "/faq"],
          ["Terms and policies", "/terms"],
        ],
      ],
    ];
    for (const [title, rows] of groups) {
      const group = screen.getByRole("region", { name: title });
      const found = within(group)
        .getAllByRole("link")
        .map((a) => [a.querySelector("span")?.textContent, a.getAttribute("href")]);
      expect(found, title).toEqual(rows);
    }
    expect(within(screen.getByRole("region", { name: "Benefits" })).getByText("Gold")).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
    expect(onCallback).not.toHaveBeenCalled();
  });

  it("shows counts where they help, badges only when something waits, and no pre-orders before they exist", () => {
    renderAt(
      "/my",
      member,
      undefined,
      { coupons: 17, stamps: 23, prepaidBalance: 50_000, inProgressOrders: 12, newAlarms: 0 },
      { ...links, reservations: undefined },
    );
    const summary = screen.getByRole("list", { name: "Benefits" });
    expect(within(summary).getByRole("link", { name: /^Coupons\s*17$/ })).toHaveAttribute("href", "/coupon");
    expect(within(summary).getByRole("link", { name: /^Stamps\s*23$/ })).toBeInTheDocument();
    expect(within(summary).getByRole("link", { name: /^Prepaid balance\s*50,000 won$/ })).toBeInTheDocument();
    const shortcuts = screen.getByRole("navigation", { name: "My shopping" });
    expect(within(shortcuts).getByRole("link", { name: /^Orders\s*12 in progress$/ })).toBeInTheDocument();
    expect(within(shortcuts).getByRole("link", { name: "Alarms" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Orders and delivery\s*12 in progress$/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Pre-orders" })).not.toBeInTheDocument();
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
    // A guest's menu leads only where a guest can go (no member history or benefits).
    expect(screen.getByRole("link", { name: "Special sales" })).toHaveAttribute("href", "/specialSales");
    expect(screen.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    expect(screen.queryByRole("link", { name: "My lucky draw entries" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Benefits" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Address book" })).not.toBeInTheDocument();
  });
});
