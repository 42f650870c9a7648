import type { ReturnDetail, ReturnEligibility, ReturnSummary } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { OrderReturns } from "../components/order-returns";
import { FeePayRoute } from "./fee-pay-route";
import { ReturnListRoute } from "./return-list-route";
import { ReturnRequestRoute } from "./return-request-route";

const line = (o: Partial<ReturnEligibility["lines"][number]> = {}): ReturnEligibility["lines"][number] => ({
  orderItemNo: 1,
  itemCd: "W1",
  itemNm: "Chablis",
  optItemCd: "",
  saleUprc: 40_000,
  itemQty: 2,
  returnedQty: 0,
  returnableQty: 2,
  optClasNm: null,
  optPrice: 0,
  exchangeOptions: [],
  ...o,
});
const eligibility = (lines = [line()]): ReturnEligibility => ({
  orderNo: "OR1",
  eligible: true,
  reason: null,
  receivedAt: "2026-11-27T01:00:00Z",
  deadlineAt: "2026-12-04T01:00:00Z",
  delivery: false,
  shippedFree: false,
  keptGoods: 80_000,
  lines,
});
const detail = (o: Partial<ReturnDetail> = {}): ReturnDetail => ({
  returnNo: "R1",
  orderNo: "OR1",
  type: "RETURN",
  status: "FEE_DUE",
  reasonCd: "01",
  title: "Chablis",
  qty: 1,
  feeAmt: 3_000,
  refundAmt: 0,
  createdAt: "2026-11-27T01:00:00Z",
  reasonText: "",
  collectMethod: "PICKUP",
  address: null,
  lines: [{ orderItemNo: 1, itemNm: "Chablis", qty: 1, unitPrice: 40_000, optClasNm: null, exchangeOption: null }],
  photos: [],
  fee: { returnShipping: 3_000, lostFreeShipping: 0, optionDifference: 0, total: 3_000 },
  feePaid: false,
  refund: null,
  refuseReason: null,
  timeline: [],
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
const posts = (calls: FakeCall[], path: string) =>
  calls.filter((c) => c.method === "POST" && c.url.includes(path)).map((c) => c.body);

beforeAll(async () => {
  initI18n();
  await i18next.changeLanguage("en");
});
afterEach(() => vi.unstubAllGlobals());

describe("the request form", () => {
  function renderRequest(e: ReturnEligibility, onDone = vi.fn()) {
    const fake = renderIn(<ReturnRequestRoute orderNo="OR1" onDone={onDone} addressBookTo="/my/shipping" />, (c) => {
      if (c.url.includes("/eligibility")) return ok(e);
      if (c.url.includes("/reviews/photos")) return ok({ fileId: "RV1", url: "/photo/RV1" });
      if (c.method === "POST") return ok(detail({ status: "REQUESTED", feeAmt: 0 }));
      return ok([]);
    });
    return { ...fake, onDone };
  }

  it("asks for a line, then a photo for a damaged bottle, and sends the lines, quantities and photo", async () => {
    const { calls, onDone } = renderRequest(eligibility());
    const submit = await screen.findByRole("button", { name: "Send request" });
    await userEvent.click(submit);
    expect(screen.getByRole("alert")).toHaveTextContent("Choose the bottles and quantities.");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Quantity of Chablis" }), "2");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Reason" }), "02");
    expect(screen.getByText("Our fault: no shipping to pay")).toBeInTheDocument();
    await userEvent.click(submit);
    expect(screen.getByRole("alert")).toHaveTextContent("Add at least one photo for a damaged or wrong item.");
    expect(posts(calls, "/api/returns")).toHaveLength(0);

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "broken.jpg", { type: "image/jpeg" });
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(await screen.findByRole("img", { name: "Photo 1" })).toBeInTheDocument();
    await userEvent.click(submit);
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith("R1", false));
    expect(posts(calls, "/user-api/v1.0.0/api/returns")).toEqual([
      expect.objectContaining({
        orderNo: "OR1",
        type: "RETURN",
        reasonCd: "02",
        collectMethod: "STORE",
        lines: [{ orderItemNo: 1, qty: 2 }],
        photoFileIds: ["RV1"],
      }),
    ]);
  });

  it("an exchange for a dearer option: sold-out options cannot be chosen, the difference is in the fee", async () => {
    const boxed = line({
      optItemCd: "W1-GB",
      optClasNm: "Gift box",
      optPrice: 8_000,
      exchangeOptions: [
        { optItemCd: "W1-GS", optClasNm: "Glass set", saleUprc: 19_000, difference: 11_000, stockQty: 5 },
        { optItemCd: "W1-GS2", optClasNm: "Big glass set", saleUprc: 29_000, difference: 21_000, stockQty: 0 },
      ],
    });
    const { calls, onDone } = renderRequest(eligibility([boxed]));
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Quantity of Chablis" }), "1");
    expect(screen.queryByRole("combobox", { name: "Exchange option for Chablis" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Exchange" }));
    const option = screen.getByRole("combobox", { name: "Exchange option for Chablis" });
    expect(within(option).getByRole("option", { name: "The same option (Gift box)" })).toBeInTheDocument();
    expect(within(option).getByRole("option", { name: "Big glass set (out of stock)" })).toBeDisabled();
    await userEvent.selectOptions(option, "W1-GS");
    expect(screen.getByText("Option difference").nextElementSibling).toHaveTextContent("₩11,000");
    expect(screen.getByTestId("return-fee-total")).toHaveTextContent("₩11,000");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posts(calls, "/user-api/v1.0.0/api/returns")[0]).toMatchObject({
      type: "EXCHANGE",
      lines: [{ orderItemNo: 1, qty: 1, exchangeOptItemCd: "W1-GS" }],
    });
  });

  it("says why an order can no longer go back", async () => {
    renderRequest({ ...eligibility(), eligible: false, reason: "WINDOW_OVER" });
    expect(await screen.findByText("More than 7 days have passed since you received it.")).toBeInTheDocument();
  });
});

describe("the fee payment", () => {
  it("by easy pay needs a card and the 6-digit password, then pays at once", async () => {
    const onPaid = vi.fn();
    const { calls } = renderIn(
      <FeePayRoute returnNo="R1" returnPath="/return/payment/complete" onPaid={onPaid} easyPayRegisterTo="/e" />,
      (c) => {
        if (c.url.includes("/api/easypay")) {
          return ok({ cards: [{ billkey: "BK1", cardName: "Visa", cardNo: "4111-****-****-1111" }] });
        }
        if (c.method === "POST") return ok({ payNo: "R1-1", amount: 3_000, payUrl: null });
        return ok(detail());
      },
    );
    await userEvent.click(await screen.findByRole("radio", { name: "Easy pay" }));
    const pay = screen.getByRole("button", { name: "Pay return fee" });
    await userEvent.click(pay);
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a card and enter your 6-digit payment password.");
    await userEvent.click(await screen.findByRole("radio", { name: /Visa/ }));
    await userEvent.type(screen.getByLabelText("6-digit payment password"), "00a0000");
    await userEvent.click(pay);
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(posts(calls, "/api/returns/R1/fee")).toEqual([
      { payMethod: "EASYPAY", returnPath: "/return/payment/complete", billkey: "BK1", password: "000000" },
    ]);
  });

  it("by card opens the provider's page; a return without a fee due has nothing to pay", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const { calls } = renderIn(
      <FeePayRoute returnNo="R1" returnPath="/return/payment/complete" onPaid={vi.fn()} easyPayRegisterTo="/e" />,
      (c) =>
        c.method === "POST" ? ok({ payNo: "R1-1", amount: 3_000, payUrl: "/sandbox/pay?orderNo=R1-1" }) : ok(detail()),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Pay return fee" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/sandbox/pay?orderNo=R1-1"));
    expect(posts(calls, "/api/returns/R1/fee")).toEqual([
      { payMethod: "CARD", returnPath: "/return/payment/complete" },
    ]);
  });

  it("shows nothing to pay once the fee is paid", async () => {
    renderIn(<FeePayRoute returnNo="R1" returnPath="/r" onPaid={vi.fn()} easyPayRegisterTo="/e" />, () =>
      ok(detail({ status: "REQUESTED", feePaid: true })),
    );
    expect(await screen.findByText("There is no fee to pay.")).toBeInTheDocument();
  });
});

describe("my returns", () => {
  const summary = (o: Partial<ReturnSummary>): ReturnSummary => ({
    returnNo: "R1",
    orderNo: "OR1",
    type: "RETURN",
    status: "REFUNDED",
    reasonCd: "01",
    title: "Chablis",
    qty: 1,
    feeAmt: 3_000,
    refundAmt: 40_000,
    createdAt: "2026-11-27T01:00:00Z",
    ...o,
  });

  it("lists each with its status, fee and refund, linking to its detail", async () => {
    renderIn(<ReturnListRoute detailTo={(no) => `/return?returnNo=${no}`} />, () =>
      ok({
        pageNo: 1,
        pageSize: 50,
        totalCnt: 2,
        totalPages: 1,
        list: [
          summary({}),
          summary({ returnNo: "R2", type: "EXCHANGE", status: "REFUSED", reasonCd: "02", feeAmt: 0, refundAmt: 0 }),
        ],
      }),
    );
    const links = await screen.findAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/return?returnNo=R1", "/return?returnNo=R2"]);
    expect(links[0]).toHaveTextContent("Refunded");
    expect(links[0]).toHaveTextContent("Shipping fee ₩3,000");
    expect(links[0]).toHaveTextContent("Refunded ₩40,000");
    expect(links[1]).toHaveTextContent("Exchange");
    expect(links[1]).toHaveTextContent("Refused");
    expect(links[1]).not.toHaveTextContent("₩");
  });

  it("says when there are none", async () => {
    renderIn(<ReturnListRoute detailTo={(no) => no} />, () =>
      ok({ pageNo: 1, pageSize: 50, totalCnt: 0, totalPages: 0, list: [] }),
    );
    expect(await screen.findByText("No returns or exchanges yet")).toBeInTheDocument();
  });
});

/** Where the router is: shows the path and query a click led to. */
function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

describe("on an order's detail", () => {
  const renderOnOrder = (eligible: boolean) => {
    installFakeFetch((c) =>
      c.url.includes("/eligibility")
        ? ok({ ...eligibility(), eligible, reason: eligible ? null : "WINDOW_OVER" })
        : ok({ pageNo: 1, pageSize: 50, totalCnt: 0, totalPages: 0, list: [] }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/order/history/detail?orderNo=OR1"]}>
          <Routes>
            <Route
              path="/order/history/detail"
              element={
                <OrderReturns
                  orderNo="OR1"
                  requestTo="/return?view=request&orderNo=OR1"
                  detailTo={(no) => `/return?returnNo=${no}`}
                />
              }
            />
            <Route path="/return" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it("a button named Return or exchange (CONTRACT §5) opens the request form while the order can go back", async () => {
    renderOnOrder(true);
    const button = await screen.findByRole("button", { name: "Return or exchange" });
    expect(screen.queryByRole("link", { name: "Return or exchange" })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText("at /return?view=request&orderNo=OR1")).toBeInTheDocument();
  });

  it("offers nothing once the window is over and nothing was returned", async () => {
    renderOnOrder(false);
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole("button", { name: "Return or exchange" })).not.toBeInTheDocument();
  });
});
