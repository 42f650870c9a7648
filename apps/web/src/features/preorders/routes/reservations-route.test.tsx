import type { Reservation } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { preorderSummary, reservation } from "../test-fixtures.test-helper";
import { ReservationsRoute } from "./reservations-route";

const dom = preorderSummary("PO-DOM", "Dom Perignon vintage", { state: "ARRIVED", arrivalDate: "2026-11-23" });

/** One reservation in each status a member meets (times are UTC; the page shows Seoul time). */
const MINE: Reservation[] = [
  reservation("R-PAID", { couponName: "5,000 won off", payAmt: 175_000, cpnDcAmt: 5_000 }),
  reservation("R-LATE", { cancelable: false, preorder: { ...dom, state: "CLOSED", arrivalDate: "2026-11-30" } }),
  reservation("R-ARRIVED", {
    preorder: dom,
    status: "ARRIVED",
    arrivedAt: "2026-11-23T01:00:00Z",
    collectBy: "2026-12-07",
    cancelable: false,
    voucherNo: "8820240000000001",
  }),
  reservation("R-COLLECTED", {
    preorder: dom,
    tnantNm: "Cellar Cheongdam",
    status: "COLLECTED",
    arrivedAt: "2026-11-23T01:00:00Z",
    collectBy: "2026-12-07",
    collectedAt: "2026-11-24T06:30:00Z",
    cancelable: false,
  }),
  reservation("R-UNCOLLECTED", {
    preorder: dom,
    status: "UNCOLLECTED",
    collectBy: "2026-11-20",
    cancelledAt: "2026-11-21T00:00:00Z",
    cancelable: false,
    refundAmt: 180_000,
    refundState: "REFUNDED",
  }),
  reservation("R-REFUNDING", {
    status: "CANCELLED",
    cancelledAt: "2026-11-27T03:00:00Z",
    cancelable: false,
    refundAmt: 180_000,
    refundState: "REFUNDING",
  }),
];

function renderMine(list: Reservation[], cancelReply = () => ok({ ...list[0], status: "CANCELLED" })) {
  const fake = installFakeFetch((c) => {
    if (c.method === "POST" && c.url.endsWith("/cancel")) return cancelReply();
    if (c.url.endsWith("/reservation/orders")) return ok({ list });
    return fail(404, "9999");
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ReservationsRoute listTo="/reservation/list" detailTo={(cd) => `/reservation/detail?preorderCd=${cd}`} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fake;
}

const item = (reservationNo: string) => {
  const li = document.querySelector<HTMLElement>(`li[data-reservation="${reservationNo}"]`);
  if (!li) throw new Error(`no reservation ${reservationNo}`);
  return li;
};

describe("ReservationsRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows each reservation with its status: paid, arrived, collected, not collected, refund pending", async () => {
    renderMine(MINE);
    await screen.findByRole("list", { name: "My pre-orders" });

    const paid = item("R-PAID");
    expect(within(paid).getByText("Paid")).toBeInTheDocument();
    expect(paid).toHaveTextContent("2 bottles · 175,000 won · 5,000 won off");
    expect(paid).toHaveTextContent("Pick-up at Cellar Apgujeong");
    expect(paid).toHaveTextContent("Cancel by");
    expect(within(paid).getByRole("button", { name: "Cancel pre-order" })).toBeEnabled();
    expect(within(paid).getByRole("link", { name: /Opus One new vintage/ })).toHaveAttribute(
      "href",
      "/reservation/detail?preorderCd=PO-1",
    );

    const late = item("R-LATE");
    expect(late).toHaveTextContent("The cancellation period has ended.");
    expect(within(late).queryByRole("button")).toBeNull();

    const arrived = item("R-ARRIVED");
    expect(within(arrived).getByText("At the store")).toBeInTheDocument();
    const barcode = within(arrived).getByRole("img", { name: "Exchange voucher barcode" });
    expect(barcode).toHaveAttribute("data-value", "8820240000000001");
    expect(arrived).toHaveTextContent("Show the barcode at Cellar Apgujeong by");
    expect(within(arrived).queryByRole("button")).toBeNull();

    const collected = item("R-COLLECTED");
    expect(within(collected).getByText("Collected")).toBeInTheDocument();
    expect(collected).toHaveTextContent("Collected 2026.11.24 15:30");
    expect(within(collected).queryByRole("img", { name: "Exchange voucher barcode" })).toBeNull();
    expect(within(collected).queryByRole("button")).toBeNull();

    const uncollected = item("R-UNCOLLECTED");
    expect(within(uncollected).getByText("Not collected")).toBeInTheDocument();
    expect(uncollected).toHaveTextContent("180,000 won refunded · 2026.11.21 09:00");
    expect(within(uncollected).queryByRole("img")).toBeNull();

    const refunding = item("R-REFUNDING");
    expect(within(refunding).getByText("Cancelled")).toBeInTheDocument();
    expect(refunding).toHaveTextContent("Refund of 180,000 won in progress");
    expect(refunding.querySelector("[data-refund]")).toHaveAttribute("data-refund", "REFUNDING");
    expect(within(refunding).queryByRole("button")).toBeNull();
  });

  it("cancels a paid reservation after asking, and says why when the server refuses", async () => {
    const { calls } = renderMine(MINE, () => fail(409, "PRE0009", "cut-off passed"));
    await screen.findByRole("list", { name: "My pre-orders" });
    await userEvent.click(within(item("R-PAID")).getByRole("button", { name: "Cancel pre-order" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel this pre-order?" });
    expect(dialog).toHaveTextContent("The 175,000 won you paid is refunded in full");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel pre-order" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This reservation can no longer be cancelled.");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual([
      expect.stringMatching(/\/reservation\/orders\/R-PAID\/cancel$/),
    ]);
  });

  it("with no reservation yet, points to the pre-orders", async () => {
    renderMine([]);
    expect(await screen.findByText("No pre-orders yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See pre-orders" })).toHaveAttribute("href", "/reservation/list");
  });
});
