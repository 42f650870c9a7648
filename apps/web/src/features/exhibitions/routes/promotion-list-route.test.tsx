import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { promotion } from "../test-fixtures.test-helper";
import { PromotionListRoute } from "./promotion-list-route";

describe("PromotionListRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the promotions of the period in the URL and switches period through the tabs", async () => {
    const { calls } = installFakeFetch((call) =>
      new URL(call.url, "http://x").searchParams.get("period") === "ONGOING"
        ? ok([promotion("P1", "Beaujolais Nouveau")])
        : ok([]),
    );
    const router = createMemoryRouter(
      [
        {
          path: "/promotion",
          element: <PromotionListRoute promotionTo={(no) => `/promotion/period?promotionNo=${no}`} />,
        },
      ],
      { initialEntries: ["/promotion"] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole("list", { name: "Ongoing" });
    const card = within(list).getByRole("link", { name: /Beaujolais Nouveau/ });
    expect(card).toHaveAttribute("href", "/promotion/period?promotionNo=P1");
    expect(card).toHaveTextContent("2 items");
    expect(screen.getByRole("tab", { name: "Ongoing" })).toHaveAttribute("aria-selected", "true");

    await userEvent.click(screen.getByRole("tab", { name: "Upcoming" }));
    expect(router.state.location.search).toBe("?period=UPCOMING");
    expect(await screen.findByText("No upcoming promotions")).toBeInTheDocument();
    expect(calls.map((c) => new URL(c.url, "http://x").searchParams.get("period"))).toEqual(["ONGOING", "UPCOMING"]);
  });
});
