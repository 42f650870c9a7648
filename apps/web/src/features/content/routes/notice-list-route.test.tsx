import type { NoticeSummary } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { NoticeListRoute } from "./notice-list-route";

const notice = (noticeNo: number, title: string, extra: Partial<NoticeSummary> = {}): NoticeSummary => ({
  noticeNo,
  category: "NOTICE",
  title,
  pinned: false,
  publishedAt: "2026-11-20T03:00:00Z",
  ...extra,
});

describe("NoticeListRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows pinned notices marked, links each one, and filters by a category chip", async () => {
    const { calls } = installFakeFetch((call) => {
      const category = new URL(call.url, "http://x").searchParams.get("category");
      const list = category
        ? [notice(3, "Delivery delays", { category: "DELIVERY" })]
        : [notice(1, "Terms change", { pinned: true }), notice(2, "New store", { category: "STORE" })];
      return ok({ pageNo: 1, pageSize: 20, totalCnt: list.length, totalPages: 1, list });
    });
    const router = createMemoryRouter(
      [{ path: "/notice", element: <NoticeListRoute noticeTo={(no) => `/notice/detail?noticeNo=${no}`} /> }],
      { initialEntries: ["/notice"] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole("list", { name: "Notices" });
    const links = within(list).getAllByRole("link");
    expect(links[0]).toHaveTextContent("ImportantNoticeTerms change2026.11.20");
    expect(links[0]).toHaveAttribute("href", "/notice/detail?noticeNo=1");
    expect(links[1]).toHaveTextContent("StoreNew store");

    await userEvent.click(screen.getByRole("button", { name: "Delivery" }));
    expect(router.state.location.search).toBe("?category=DELIVERY");
    expect(await screen.findByRole("link", { name: /Delivery delays/ })).toBeInTheDocument();
    expect(calls.map((c) => new URL(c.url, "http://x").searchParams.get("category"))).toEqual([null, "DELIVERY"]);
  });
});
