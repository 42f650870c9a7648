import type { PreorderDetail, PreorderQuote } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { preorderDetail } from "../test-fixtures.test-helper";
import { PreorderOrderRoute } from "./preorder-order-route";

const preorder = preorderDetail();

/** The server's quote for what the page asks (the page never computes an amount itself). */
const quoteOf = (body: { qty: number; cpnIssuNo: string | null }): PreorderQuote => ({
  qty: body.qty,
  shelfAmt: 100_000 * body.qty,
  orderAmt: 90_000 * body.qty,
  preorderDcAmt: 10_000 * body.qty,
  cpnDcAmt: body.cpnIssuNo ? 5_000 : 0,
  payAmt: 90_000 * body.qty - (body.cpnIssuNo ? 5_000 : 0),
  cpnIssuNo: body.cpnIssuNo,
  coupons: [
    {
      cpnIssuNo: "C1",
      couponName: "5,000 won off",
      discountValue: 5_000,
      discountType: "FLAT_RATE",
      couponBenefit: [],
      couponUseSe: "온라인",
      validStartDate: "2026-11-01",
      validEndDate: "2026-12-31",
      couponPublishNo: null,
      clssfcOfCponApplc: "10",
      status: "AVAILABLE",
      usedAt: null,
    },
  ],
  maxQty: 2,
});

function renderOrder(create: (c: FakeCall) => FakeReply, p: PreorderDetail = preorder) {
  const fake = installFakeFetch((c) => {
    if (c.url.includes("/reservation/products/")) return ok(p);
    if (c.url.endsWith("/reservation/quote")) {
      const quote = quoteOf(c.body as { qty: number; cpnIssuNo: string | null });
      return ok(p.couponYn === "Y" ? quote : { ...quote, coupons: [] });
    }
    if (c.url.endsWith("/reservation/orders")) return create(c);
    if (c.url.endsWith("/easypay"))
      return ok({ cards: [{ billkey: "BK1", cardName: "Cellar card", cardNo: "4111-****" }] });
    return fail(404, "9999");
  });
  const onPaid = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PreorderOrderRoute
          preorderCd="PO-1"
          returnPath="/reservation/complete"
          onPaid={onPaid}
          easyPayRegisterTo="/easypayment"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...fake, onPaid };
}

describe("PreorderOrderRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's amounts, stops at the member's limit and pays the quoted amount by easy pay", async () => {
    const { calls, onPaid } = renderOrder(() => ok({ reservationNo: "R1", payAmt: 175_000, payUrl: null }));
    expect(await screen.findByRole("button", { name: "Pay 90,000 won" })).toBeEnabled();
    const more = screen.getByRole("button", { name: "More" });
    await userEvent.click(more);
    expect(more).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Coupon" }), "C1");
    expect(await screen.findByText("Coupon discount")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: /Cellar Cheongdam/ }));
    await userEvent.click(screen.getByRole("radio", { name: "Easy pay" }));
    const pay = await screen.findByRole("button", { name: "Pay 175,000 won" });
    await userEvent.click(pay);
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a card and enter your 6-digit payment password.");
    await userEvent.click(await screen.findByRole("radio", { name: /Cellar card/ }));
    await userEvent.type(screen.getByLabelText("6-digit payment password"), "000000");
    await userEvent.click(pay);
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith("R1"));
    const post = calls.find((c) => c.method === "POST" && c.url.endsWith("/reservation/orders"));
    expect(post?.body).toMatchObject({
      preorderCd: "PO-1",
      tnantCd: "T0002",
      qty: 2,
      cpnIssuNo: "C1",
      payAmt: 175_000,
      payMethod: "EASYPAY",
      billkey: "BK1",
      password: "000000",
    });
  });

  it("says why a reservation is refused", async () => {
    const { onPaid } = renderOrder(() => fail(409, "PRE0005", "1인 구매 한도를 넘었습니다"));
    await userEvent.click(await screen.findByRole("button", { name: "Pay 90,000 won" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That is more than a member may reserve.");
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("has no coupon field when the pre-order takes no coupon, and never sends one", async () => {
    const { calls, onPaid } = renderOrder(() => ok({ reservationNo: "R2", payAmt: 90_000, payUrl: null }), {
      ...preorder,
      couponYn: "N",
    });
    expect(await screen.findByRole("button", { name: "Pay 90,000 won" })).toBeEnabled();
    expect(screen.queryByRole("combobox", { name: "Coupon" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Coupon" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Amount" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Easy pay" }));
    await userEvent.click(await screen.findByRole("radio", { name: /Cellar card/ }));
    await userEvent.type(screen.getByLabelText("6-digit payment password"), "000000");
    await userEvent.click(screen.getByRole("button", { name: "Pay 90,000 won" }));
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith("R2"));
    const sent = calls.filter((c) => c.method === "POST").map((c) => c.body as { cpnIssuNo: unknown });
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent.every((b) => b.cpnIssuNo === null)).toBe(true);
  });
});
