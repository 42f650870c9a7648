import type { ProductSummary } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { useGlobalState } from "../../../lib/state/global-state";
import { WishlistSection } from "./wishlist-section";

const item = (itemCd: string, itemNm: string) =>
  ({
    itemCd,
    itemNm,
    itemEngNm: "x",
    clasLCd: "10",
    clasMCd: "1010",
    clasMNm: "레드",
    countryCd: "FR",
    countryNm: "프랑스",
    regionNm: null,
    vintage: 2020,
    volumeMl: 750,
    abv: 13,
    saleUprc: 30_000,
    price: 30_000,
    discountRate: 0,
    score: null,
    reviewCount: 0,
    reviewAvg: 0,
    imageUrl: "/i",
    fileId: "F",
    adultOnly: true,
    soldOut: false,
    isNew: false,
    isBest: false,
    memberOnly: false,
    isAttention: true,
  }) satisfies ProductSummary;

const page = (list: ProductSummary[]) => ({ pageNo: 1, pageSize: 10, totalCnt: list.length, totalPages: 1, list });

function renderSection(handler: (c: FakeCall) => ReturnType<typeof ok>) {
  const fake = installFakeFetch(handler);
  const router = createMemoryRouter(
    [
      {
        path: "/my",
        element: (
          <WishlistSection
            productHref={(cd) => `/product/${cd}`}
            links={{ restock: "/my/restock", reviews: "/my/review" }}
          />
        ),
      },
    ],
    { initialEntries: ["/my"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fake;
}

// A shared, busy machine: room for slow renders.
describe("WishlistSection", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    // the machine is shared with other test runs: give slow renders room
    configure({ asyncUtilTimeout: 5000 });
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the wish-list, removes one with the toast and all after a confirmation", async () => {
    let list = [item("W0001", "샤토 마고"), item("W0002", "클라우디 베이")];
    const { calls } = renderSection((c) => {
      if (c.method === "DELETE") {
        list = c.url.endsWith("/all") ? [] : list.filter((p) => !c.url.endsWith(p.itemCd));
        return ok(null);
      }
      return ok(page(list));
    });
    const region = await screen.findByRole("region", { name: /My wish list/ });
    await waitFor(() => expect(within(region).getAllByRole("article")).toHaveLength(2));
    expect(within(region).getByRole("link", { name: "Restock alerts" })).toHaveAttribute("href", "/my/restock");
    expect(within(region).getByRole("link", { name: "My reviews" })).toHaveAttribute("href", "/my/review");

    await userEvent.click(within(region).getByRole("button", { name: "Remove 샤토 마고 from wish list" }));
    expect(useGlobalState.getState().toast).toMatchObject({ message: "Removed from wish list", duration: 1000 });
    await waitFor(() => expect(within(region).getAllByRole("article")).toHaveLength(1));

    await userEvent.click(within(region).getByRole("button", { name: "Remove all" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove all" }));
    expect(await within(region).findByText("Your wish list is empty")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url.replace(/.*\/api/, ""))).toEqual([
      "/attention/W0001",
      "/attention/all",
    ]);
  });
});
