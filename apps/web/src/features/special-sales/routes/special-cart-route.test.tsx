import type { Cart, SpecialHome } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import type { SpecialLinks } from "../components/special-nav";
import { SpecialCartRoute } from "./special-cart-route";

const links: SpecialLinks = {
  items: "/specialSales",
  cart: "/specialSales?view=cart",
  lookup: "/specialSales?view=lookup",
  complete: "/specialSales?view=complete",
  product: (itemCd) => `/specialSales/productDetail?itemCd=${itemCd}`,
};
const store = (tnantCd: string, tnantNm: string) => ({ tnantCd, tnantNm, address: "Seoul" });
const home: SpecialHome = {
  authorized: true,
  sale: {
    saleCd: "SP1",
    title: "Partner sale",
    summary: "",
    eventCode: "SP1",
    eventType: "10",
    startsAt: "2026-11-01T00:00:00Z",
    endsAt: "2026-12-31T00:00:00Z",
    stores: [store("T0001", "Cheongdam"), store("T0002", "Apgujeong")],
  },
  items: [],
};
const line = {
  cartNo: 7,
  tnantCd: "SP1",
  itemCd: "W0001",
  itemNm: "Cloudy Bay",
  itemImgFileUrl: "/img",
  optItemCd: null,
  optClasNm: null,
  optSaleUprc: 0,
  itemQty: 2,
  saleUprc: 42000,
  itemPrice: 31500,
  totalItemPrice: 63000,
  mixDcAmt: 0,
  discountDcAmt: 0,
  eventCd: null,
  eventNm: "Partner sale",
  stockQty: 12,
  soldOutYn: "N" as const,
  adultOnly: true,
  isCheck: false,
};
const cart: Cart = {
  list: [
    {
      tnantCd: "SP1",
      tnantNm: "Partner sale",
      isTnantActive: true,
      items: [line],
      totalItemPrice: 63000,
      totalMixDcAmt: 0,
      totalDiscountDcAmt: 0,
      totalPayAmt: 63000,
      isCheck: false,
    },
  ],
  cartCount: 1,
};

function renderCart(handler: (c: FakeCall) => FakeReply) {
  const fake = installFakeFetch(handler);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SpecialCartRoute links={links} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fake;
}

describe("SpecialCartRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("checks the pick-up form before ordering, then orders the cart at the chosen store", async () => {
    const { calls } = renderCart((c) => {
      if (c.url.endsWith("/special-sales/orders")) return fail(409, "SPCL0007", "품절");
      return c.url.endsWith("/cart/special") ? ok(cart) : ok(home);
    });
    const pay = await screen.findByRole("button", { name: "Pay 63,000 won by card" });
    expect(screen.getByText("21,000 won less than the regular price")).toBeInTheDocument();
    await userEvent.click(pay);
    expect(screen.getByText("Please enter your name")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid mobile number")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText("Pick-up store"), "T0002");
    await userEvent.type(screen.getByLabelText("Your name"), "Lee");
    await userEvent.type(screen.getByLabelText("Mobile number"), "010-9876-5432");
    await userEvent.click(pay);
    expect(await screen.findByRole("alert")).toHaveTextContent("All units have been sold");
    const posted = calls.find((c) => c.method === "POST");
    expect(posted?.body).toEqual({ tnantCd: "T0002", buyerNm: "Lee", mobileNo: "01098765432" });
  });

  it("removes a line by its named button", async () => {
    const { calls } = renderCart((c) =>
      c.method === "DELETE" ? ok({ list: [], cartCount: 0 }) : c.url.endsWith("/cart/special") ? ok(cart) : ok(home),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Remove Cloudy Bay" }));
    expect(await screen.findByText("Your special sale cart is empty")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({ cartNos: [7] });
  });
});
