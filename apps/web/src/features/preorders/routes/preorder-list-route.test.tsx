import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { preorderSummary } from "../test-fixtures.test-helper";
import { PreorderListRoute } from "./preorder-list-route";

const OPEN = [
  preorderSummary("PO-OPEN", "Opus One 2023", { leftQty: 7, totalQty: 60 }),
  preorderSummary("PO-GONE", "Yamazaki 25", { state: "SOLD_OUT", leftQty: 0, totalQty: 24 }),
];
const UPCOMING = [
  preorderSummary("PO-SOON", "Glenfiddich 25", {
    state: "UPCOMING",
    kind: "LIMITED",
    startAt: "2026-12-02T01:00:00Z",
    leftQty: 50,
    totalQty: 50,
  }),
];

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(url: string, lists: { OPEN: typeof OPEN; UPCOMING: typeof UPCOMING }) {
  const fake = installFakeFetch((c) => {
    const tab = new URL(c.url, "http://x").searchParams.get("tab") as "OPEN" | "UPCOMING";
    return ok({ list: lists[tab] });
  });
  const element = (
    <>
      <PreorderListRoute detailTo={(cd) => `/reservation/detail?preorderCd=${cd}`} mineTo="/reservation" />
      <Search />
    </>
  );
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fake;
}

describe("PreorderListRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("opens on the open tab: what is left, sold-out ones marked", async () => {
    renderAt("/reservation/list", { OPEN, UPCOMING });
    const list = await screen.findByRole("list", { name: "Open" });
    expect(screen.getByRole("tab", { name: "Open" })).toHaveAttribute("aria-selected", "true");
    const open = within(list).getByRole("link", { name: /Opus One 2023/ });
    expect(open).toHaveTextContent("7 of 60 bottles left");
    expect(within(list).getByRole("link", { name: /Yamazaki 25/ })).toHaveTextContent("Sold out");
    expect(screen.queryByText(/Glenfiddich 25/)).toBeNull();
  });

  it("the upcoming tab asks for the upcoming pre-orders, keeps the tab in the address and shows the total, not what is left", async () => {
    const { calls } = renderAt("/reservation/list", { OPEN, UPCOMING });
    await screen.findByRole("list", { name: "Open" });
    await userEvent.click(screen.getByRole("tab", { name: "Upcoming" }));
    const list = await screen.findByRole("list", { name: "Upcoming" });
    expect(screen.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByTestId("search")).toHaveTextContent("?tab=UPCOMING");
    expect(calls.some((c) => c.url.includes("/reservation/products?tab=UPCOMING"))).toBe(true);
    const card = within(list).getByRole("link", { name: /Glenfiddich 25/ });
    expect(card).toHaveAttribute("href", "/reservation/detail?preorderCd=PO-SOON");
    expect(card).toHaveTextContent("Upcoming");
    expect(card).toHaveTextContent("Limited");
    expect(card).toHaveTextContent("50 bottles only");
    expect(card).not.toHaveTextContent("left");
    expect(screen.queryByText(/Opus One 2023/)).toBeNull();
    await userEvent.click(screen.getByRole("tab", { name: "Open" }));
    await screen.findByRole("list", { name: "Open" });
    expect(screen.getByTestId("search")).toBeEmptyDOMElement();
  });

  it("an address with the upcoming tab opens on it, and says when nothing is coming", async () => {
    const { calls } = renderAt("/reservation/list?tab=UPCOMING", { OPEN, UPCOMING: [] });
    expect(await screen.findByText("No upcoming pre-orders")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Upcoming" })).toHaveAttribute("aria-selected", "true");
    expect(calls.map((c) => new URL(c.url, "http://x").searchParams.get("tab"))).toEqual(["UPCOMING"]);
  });
});
