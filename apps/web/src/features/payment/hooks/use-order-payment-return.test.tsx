import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { useOrderPaymentReturn } from "./use-order-payment-return";

function Probe({ onPaid }: { onPaid: () => void }) {
  const outcome = useOrderPaymentReturn("O1", onPaid);
  const location = useLocation();
  return (
    <p>
      <span data-testid="status">{outcome?.status ?? "none"}</span>
      <span data-testid="code">{outcome?.status === "failed" ? outcome.code : ""}</span>
      <span data-testid="search">{location.search}</span>
    </p>
  );
}

function renderAt(url: string, handler: (c: FakeCall) => FakeReply) {
  const fake = installFakeFetch(handler);
  const onPaid = vi.fn();
  const router = createMemoryRouter([{ path: "/comm/commBill", element: <Probe onPaid={onPaid} /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...fake, onPaid };
}

const state = (status: string) => ok({ orderNo: "O1-1", status, amount: 42_000, cardNo: null, approvedAt: null });

describe("useOrderPaymentReturn", { timeout: 20_000 }, () => {
  beforeAll(() => initI18n());
  afterEach(() => vi.unstubAllGlobals());

  it("confirms an approval once with the payment number and drops the return keys", async () => {
    const { calls, onPaid } = renderAt("/comm/commBill?paymentKey=sbx_1&orderNo=O1-1&amount=42000", () =>
      ok({ orderNo: "O1-1", purpose: "ORDER", amount: 42_000, status: "DONE", approvedAt: "", cardNo: "" }),
    );
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId("status")).toHaveTextContent("paid");
    expect(screen.getByTestId("search")).toBeEmptyDOMElement();
    const confirms = calls.filter((c) => c.url.includes("/payments/confirm"));
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).toEqual({ paymentKey: "sbx_1", orderNo: "O1-1", amount: 42_000 });
  });

  it("asks the gateway when the confirm answer is lost, and finishes when it was captured", async () => {
    const { calls, onPaid } = renderAt("/comm/commBill?paymentKey=sbx_1&orderNo=O1-1&amount=42000", (c) =>
      c.url.includes("/reconcile") ? state("DONE") : fail(502, "9999"),
    );
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.url.includes("/reconcile"))?.body).toEqual({ orderNo: "O1-1" });
  });

  it("a tampered amount is refused without asking the gateway again", async () => {
    const { calls, onPaid } = renderAt("/comm/commBill?paymentKey=sbx_1&orderNo=O1-1&amount=1", () =>
      fail(400, "PAY0002", "amount mismatch"),
    );
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("failed"));
    expect(screen.getByTestId("code")).toHaveTextContent("PAY0002");
    expect(onPaid).not.toHaveBeenCalled();
    expect(calls.some((c) => c.url.includes("/reconcile"))).toBe(false);
  });

  it("a decline is reported to the server and the order stays unpaid", async () => {
    const { calls, onPaid } = renderAt("/comm/commBill?orderNo=O1-1&code=PAY_DECLINED&message=no", () =>
      ok({ code: "PAY_DECLINED", message: "no", orderNo: "O1" }),
    );
    await waitFor(() => expect(screen.getByTestId("status")).toHaveTextContent("failed"));
    await waitFor(() => expect(calls.some((c) => c.url.includes("/orders/O1/pay-cancel"))).toBe(true));
    // The attempt the page answered for is named, so a late answer never cancels a newer one.
    expect(calls.find((c) => c.url.includes("/pay-cancel"))?.body).toEqual({
      code: "PAY_DECLINED",
      message: "no",
      payNo: "O1-1",
    });
    expect(onPaid).not.toHaveBeenCalled();
  });
});
