import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { reservation } from "../test-fixtures.test-helper";
import { PreorderCompleteRoute } from "./preorder-complete-route";

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(url: string, handler: (c: FakeCall) => FakeReply) {
  const fake = installFakeFetch(handler);
  const element = (
    <>
      <PreorderCompleteRoute mineTo="/reservation" listTo="/reservation/list" />
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

const paid = reservation("R1");
const answer = (c: FakeCall): FakeReply => {
  if (c.url.includes("/payments/confirm")) return ok({ orderNo: "R1", status: "DONE" });
  if (c.url.endsWith("/reservation/orders/R1")) return ok(paid);
  return fail(404, "9999");
};

describe("PreorderCompleteRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("back from the card page approved: confirms once, then shows the reservation", async () => {
    const { calls } = renderAt("/reservation/complete?paymentKey=sbx_1&orderNo=R1&amount=180000", answer);
    expect(await screen.findByRole("heading", { name: "Your pre-order is confirmed" })).toBeInTheDocument();
    expect(screen.getByTestId("reservation-no")).toHaveTextContent("R1");
    expect(screen.getByText("180,000 won · 4111-****-****-1111")).toBeInTheDocument();
    expect(screen.getByTestId("search")).toHaveTextContent("?reservationNo=R1");
    const confirms = calls.filter((c) => c.url.includes("/payments/confirm"));
    expect(confirms.map((c) => c.body)).toEqual([{ paymentKey: "sbx_1", orderNo: "R1", amount: 180_000 }]);
  });

  it("back from the card page with a failure: says the payment was not completed, confirms nothing", async () => {
    const { calls } = renderAt(
      "/reservation/complete?orderNo=R1&code=PAY_PROCESS_CANCELED&message=The%20card%20was%20declined",
      answer,
    );
    expect(await screen.findByText("The payment was not completed")).toBeInTheDocument();
    expect(screen.getByText("The card was declined")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to pre-orders" })).toHaveAttribute("href", "/reservation/list");
    expect(screen.queryByRole("heading", { name: "Your pre-order is confirmed" })).toBeNull();
    expect(screen.getByTestId("search")).toHaveTextContent("?reservationNo=R1");
    expect(calls).toEqual([]);
  });

  it("a failure without a message explains what to do next", async () => {
    renderAt("/reservation/complete?orderNo=R1&code=PAY_DECLINED", answer);
    expect(await screen.findByText("The payment was not completed")).toBeInTheDocument();
    expect(screen.getByText("Please pre-order again. Unpaid bottles are released shortly.")).toBeInTheDocument();
  });

  it("an approval the server refuses is shown as a failure with the reason", async () => {
    renderAt("/reservation/complete?paymentKey=sbx_1&orderNo=R1&amount=1", (c) =>
      c.url.includes("/payments/confirm") ? fail(400, "PAY0002", "The amount does not match") : answer(c),
    );
    expect(await screen.findByText("The payment was not completed")).toBeInTheDocument();
    expect(screen.getByText("The amount does not match")).toBeInTheDocument();
  });
});
