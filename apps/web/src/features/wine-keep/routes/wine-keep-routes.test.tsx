import type { WineKeepDetail } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { WineKeepDetailRoute } from "./wine-keep-detail-route";
import { WineKeepListRoute } from "./wine-keep-list-route";

const keep = (o: Partial<WineKeepDetail> = {}): WineKeepDetail => ({
  keepNo: "K1",
  orderNo: "OR1",
  tnantCd: "T0016",
  tnantNm: "Cellar Pangyo",
  status: "KEEPING",
  keptOn: "2026-11-28",
  collectBy: "2027-01-27",
  keepDays: 60,
  daysLeft: 60,
  closesOn: "2027-02-26",
  extended: false,
  canExtend: true,
  keptQty: 6,
  remainQty: 6,
  lines: [{ lineNo: 1, itemCd: "W1", itemNm: "Chablis", keptQty: 6, collectedQty: 0, remainQty: 6 }],
  barcode: "80000000000010",
  handOvers: [],
  ...o,
});

function renderIn(ui: ReactNode, handler: (c: FakeCall) => FakeReply) {
  const fake = installFakeFetch(handler);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return fake;
}
const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === "POST").map((c) => c.url);

beforeAll(async () => {
  initI18n();
  await i18next.changeLanguage("en");
});
afterEach(() => vi.unstubAllGlobals());

describe("a keep's detail", () => {
  it("shows the store's keep period, and the extend button extends once: the new date, no second button", async () => {
    const { calls } = renderIn(<WineKeepDetailRoute keepNo="K1" listTo="/wineKeep" />, (c) =>
      c.method === "POST"
        ? ok(keep({ collectBy: "2027-02-26", daysLeft: 90, closesOn: "2027-03-28", extended: true, canExtend: false }))
        : ok(keep()),
    );
    expect(await screen.findByText("60 days from payment (the store's rule)")).toBeInTheDocument();
    expect(screen.getByText("Wed, January 27, 2027")).toBeInTheDocument();
    const extend = screen.getByRole("button", { name: "Extend by 30 days" });
    await userEvent.click(extend);
    expect(await screen.findByText("Fri, February 26, 2027")).toBeInTheDocument();
    expect(screen.getByText(/extended/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Extend by 30 days" })).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([expect.stringContaining("/api/wine-keeps/K1/extend")]);
  });

  it("offers no extension once used or past the date", async () => {
    const { calls } = renderIn(<WineKeepDetailRoute keepNo="K1" listTo="/wineKeep" />, () =>
      ok(keep({ status: "EXPIRED", daysLeft: -3, canExtend: false })),
    );
    expect(await screen.findByRole("status")).toHaveTextContent("The keep period is over.");
    expect(screen.queryByRole("button", { name: /Extend/ })).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });
});

describe("my kept wine", () => {
  it("groups keeps by store, each with its collect-by date and its store's keep period", async () => {
    renderIn(<WineKeepListRoute detailTo={(no) => `/wineKeepDetail?keepNo=${no}`} />, () =>
      ok({ keeps: [keep(), keep({ keepNo: "K2", tnantCd: "T0001", tnantNm: "Cellar Cheongdam", keepDays: 90 })] }),
    );
    expect(await screen.findByRole("heading", { name: "Cellar Pangyo" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Cellar Cheongdam" })).toBeInTheDocument();
    expect(screen.getByText("Collect by Wed, January 27, 2027 · Kept for 60 days")).toBeInTheDocument();
    expect(screen.getByText("Collect by Wed, January 27, 2027 · Kept for 90 days")).toBeInTheDocument();
    expect(screen.getByText(/extend once, by 30 days/)).toBeInTheDocument();
  });
});
