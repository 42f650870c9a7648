import type { Review } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { ReviewSection } from "./review-section";

const review = (reviewNo: string, extra: Partial<Review> = {}): Review => ({
  reviewNo,
  itemCd: "W0002",
  writerNm: "셀러**",
  rating: 4,
  content: `리뷰 ${reviewNo} 내용입니다. 상큼하고 좋아요.`,
  photos: [],
  createdAt: "2026-11-01T03:00:00Z",
  mine: false,
  ...extra,
});

function page(list: Review[], pageNo = 1, totalPages = 1) {
  return {
    pageNo,
    pageSize: 10,
    totalCnt: 5,
    totalPages,
    list,
    summary: { avg: 4.2, count: 5, photoCount: 1, distribution: [0, 0, 1, 2, 2] },
  };
}

function renderSection(handler: (c: FakeCall) => FakeReply, props: { canReview?: boolean; isMember?: boolean } = {}) {
  const fake = installFakeFetch(handler);
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <ReviewSection
            itemCd="W0002"
            itemNm="클라우디 베이"
            canReview={props.canReview ?? false}
            isMember={props.isMember ?? true}
            photoTo="/product/W0002/photo"
            reportTo={(no) => `/cs/report?reviewNo=${no}`}
          />
        ),
      },
    ],
    { initialEntries: ["/product/W0002"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fake;
}

// A shared, busy machine: room for slow renders.
describe("ReviewSection", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5000 });
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the summary, photos, three reviews then more, report for others and edit/delete for mine", async () => {
    const photo = review("R9", { photos: [{ fileId: "P1", url: "/p/P1" }] });
    const first = [review("R1", { mine: true }), review("R2"), review("R3"), review("R4")];
    const { calls } = renderSection((c) => {
      const q = new URL(c.url, "http://x").searchParams;
      if (c.method === "DELETE") return ok(null);
      if (q.get("photoOnly") === "true") return ok(page([photo]));
      return ok(q.get("pageNo") === "2" ? page([review("R5")], 2, 2) : page(first, 1, 2));
    });
    const region = await screen.findByRole("region", { name: /Reviews/ });
    expect(await within(region).findByText("4.2")).toBeInTheDocument();
    expect(within(region).getByText("5 reviews")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "All photo reviews (1)" })).toHaveAttribute(
      "href",
      "/product/W0002/photo",
    );
    expect(within(region).getAllByRole("article")).toHaveLength(3);
    const mine = within(region).getAllByRole("article")[0]!;
    expect(within(mine).getByText("My review")).toBeInTheDocument();
    expect(within(mine).queryByRole("link", { name: "Report" })).not.toBeInTheDocument();
    const other = within(region).getAllByRole("article")[1]!;
    expect(within(other).getByRole("link", { name: "Report" })).toHaveAttribute("href", "/cs/report?reviewNo=R2");

    await userEvent.click(within(region).getByRole("button", { name: "More reviews" }));
    expect(within(region).getAllByRole("article")).toHaveLength(4);
    await userEvent.click(within(region).getByRole("button", { name: "More reviews" }));
    await waitFor(() => expect(within(region).getAllByRole("article")).toHaveLength(5));
    expect(within(region).queryByRole("button", { name: "More reviews" })).not.toBeInTheDocument();

    await userEvent.click(within(region).getByRole("radio", { name: "Highest rated" }));
    await waitFor(() =>
      expect(calls.some((c) => new URL(c.url, "http://x").searchParams.get("sort") === "rating")).toBe(true),
    );
    await userEvent.click(within(region).getByRole("radio", { name: "Latest" }));

    await userEvent.click(within(mine).getByRole("button", { name: "Edit" }));
    const sheet = screen.getByRole("dialog", { name: "Edit review" });
    expect(within(sheet).getByLabelText("Review")).toHaveValue(first[0]!.content);
    expect(within(sheet).getByRole("radio", { name: "4 stars" })).toBeChecked();
    await userEvent.click(within(sheet).getByRole("button", { name: "Close" }));

    await userEvent.click(within(mine).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.url.endsWith("/api/reviews/R1"))).toBe(true),
    );
  });

  it("invites a buyer to write, and says so when there are no reviews", async () => {
    renderSection(
      () =>
        ok({ ...page([]), totalCnt: 0, summary: { avg: 0, count: 0, photoCount: 0, distribution: [0, 0, 0, 0, 0] } }),
      {
        canReview: true,
      },
    );
    expect(await screen.findByText("No reviews yet")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Write a review" }));
    expect(screen.getByRole("dialog", { name: "Write a review" })).toBeInTheDocument();
  });
});
