import type { ProductSummary, Review } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { MyReviewRoute } from "./my-review-route";

const product = (itemCd: string, itemNm: string) =>
  ({
    itemCd,
    itemNm,
    itemEngNm: "x",
    clasLCd: "10",
    clasMCd: "1020",
    clasMNm: "화이트",
    countryCd: "NZ",
    countryNm: "뉴질랜드",
    regionNm: null,
    vintage: 2023,
    volumeMl: 750,
    abv: 13,
    saleUprc: 42_000,
    price: 42_000,
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
    isAttention: false,
  }) satisfies ProductSummary;

const mine = (reviewNo: string, itemCd: string, itemNm: string): Review & { product: ProductSummary } => ({
  reviewNo,
  itemCd,
  writerNm: "김**",
  rating: 5,
  content: `${itemNm} 정말 좋았어요. 또 살게요.`,
  photos: [],
  createdAt: "2026-11-10T03:00:00Z",
  mine: true,
  product: product(itemCd, itemNm),
});

function renderAt(url: string, handler: (c: FakeCall) => FakeReply) {
  const fake = installFakeFetch(handler);
  const router = createMemoryRouter(
    [{ path: "/my/review", element: <MyReviewRoute productHref={(cd) => `/product/${cd}`} /> }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...fake, router };
}

// A shared, busy machine: room for slow renders.
describe("MyReviewRoute", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5000 });
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the items to review, each opening the write sheet; the tab lives in the URL", async () => {
    const { router, calls } = renderAt("/my/review", (c) =>
      c.url.includes("/reviews/writable")
        ? ok([{ product: product("W0002", "클라우디 베이"), orderNo: "O1", orderedAt: "2026-11-01T03:00:00Z" }])
        : ok({ pageNo: 1, pageSize: 10, totalCnt: 1, totalPages: 1, list: [mine("R1", "W0003", "모엣 샹동")] }),
    );
    const card = await screen.findByRole("article");
    expect(within(card).getByText("Ordered 2026.11.01")).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes("/reviews/mine"))).toBe(false);
    await userEvent.click(within(card).getByRole("button", { name: "Write a review" }));
    expect(screen.getByRole("dialog", { name: "Write a review" })).toHaveTextContent("클라우디 베이");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));

    await userEvent.click(screen.getByRole("tab", { name: "Written" }));
    expect(router.state.location.search).toBe("?tab=written");
    const review = await screen.findByText("모엣 샹동 정말 좋았어요. 또 살게요.");
    const item = review.closest("li")!;
    expect(within(item).getByRole("link", { name: "모엣 샹동" })).toHaveAttribute("href", "/product/W0003");
    await userEvent.click(within(item).getByRole("button", { name: "Edit" }));
    expect(screen.getByRole("dialog", { name: "Edit review" })).toBeInTheDocument();
  });

  it("says when there is nothing to review", async () => {
    renderAt("/my/review", () => ok([]));
    expect(await screen.findByText("Nothing to review")).toBeInTheDocument();
  });

  it("opens on the written tab from the URL and deletes after a confirmation", async () => {
    let list = [mine("R1", "W0003", "모엣 샹동")];
    const { calls } = renderAt("/my/review?tab=written", (c) => {
      if (c.method === "DELETE") {
        list = [];
        return ok(null);
      }
      return ok({ pageNo: 1, pageSize: 10, totalCnt: list.length, totalPages: 1, list });
    });
    const review = await screen.findByText("모엣 샹동 정말 좋았어요. 또 살게요.");
    await userEvent.click(within(review.closest("li")!).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("You have not written any reviews")).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === "DELETE")?.url).toMatch(/\/api\/reviews\/R1$/));
  });
});
