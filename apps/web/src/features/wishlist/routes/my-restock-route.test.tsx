import type { ProductSummary } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { MyRestockRoute } from "./my-restock-route";

const product = (itemCd: string, itemNm: string) =>
  ({
    itemCd,
    itemNm,
    itemEngNm: "x",
    clasLCd: "10",
    clasMCd: "1040",
    clasMNm: "스파클링",
    countryCd: "FR",
    countryNm: "프랑스",
    regionNm: null,
    vintage: null,
    volumeMl: 750,
    abv: 12,
    saleUprc: 41_000,
    price: 41_000,
    discountRate: 0,
    score: null,
    reviewCount: 0,
    reviewAvg: 0,
    imageUrl: "/i",
    fileId: "F",
    adultOnly: true,
    soldOut: true,
    isNew: false,
    isBest: false,
    memberOnly: false,
    isAttention: false,
  }) satisfies ProductSummary;

const alarm = (itemCd: string, itemNm: string, notifiedAt: string | null, tnantNm: string | null = null) => ({
  itemCd,
  tnantCd: tnantNm ? "T0001" : null,
  tnantNm,
  createdAt: "2026-11-20T03:00:00Z",
  notifiedAt,
  product: product(itemCd, itemNm),
});

function renderRoute(handler: (c: FakeCall) => FakeReply) {
  const fake = installFakeFetch(handler);
  const router = createMemoryRouter(
    [{ path: "/my/restock", element: <MyRestockRoute productHref={(cd) => `/product/${cd}`} /> }],
    { initialEntries: ["/my/restock"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fake;
}

// A shared, busy machine: room for slow renders.
describe("MyRestockRoute", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5000 });
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows waiting and sent alerts, and cancels one after a confirmation", async () => {
    let list = [
      alarm("X1", "모엣 샹동 블랑 드 블랑", null, "청담점"),
      alarm("X2", "돔 페리뇽", "2026-11-22T01:00:00Z"),
    ];
    const { calls } = renderRoute((c) => {
      if (c.method === "DELETE") {
        list = list.filter((a) => !c.url.endsWith(`/${a.itemCd}`));
        return ok(null);
      }
      return ok({ pageNo: 1, pageSize: 10, totalCnt: list.length, totalPages: 1, list });
    });
    const waiting = await screen.findByText("Waiting");
    expect(waiting.closest("li")).toHaveTextContent("Requested 2026.11.20 · At 청담점");
    expect(screen.getByText("Notified 2026.11.22")).toBeInTheDocument();
    const first = waiting.closest("li")!;
    await userEvent.click(
      within(first).getByRole("button", { name: "Cancel the restock alert for 모엣 샹동 블랑 드 블랑" }),
    );
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel alert" }));
    await waitFor(() => expect(screen.queryByText("Waiting")).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === "DELETE")?.url).toMatch(/\/api\/restock\/X1$/);
  });

  it("says when there are no alerts", async () => {
    renderRoute(() => ok({ pageNo: 1, pageSize: 10, totalCnt: 0, totalPages: 0, list: [] }));
    expect(await screen.findByText("No restock alerts")).toBeInTheDocument();
  });
});
