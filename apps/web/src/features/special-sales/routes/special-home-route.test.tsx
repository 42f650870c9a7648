import type { SpecialHome } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { useGlobalState } from "../../../lib/state/global-state";
import type { SpecialLinks } from "../components/special-nav";
import { SpecialHomeRoute } from "./special-home-route";

const links: SpecialLinks = {
  items: "/specialSales",
  cart: "/specialSales?view=cart",
  lookup: "/specialSales?view=lookup",
  complete: "/specialSales?view=complete",
  product: (itemCd) => `/specialSales/productDetail?itemCd=${itemCd}`,
};
const sale = {
  saleCd: "SP1",
  title: "Partner sale",
  summary: "For partners",
  eventCode: "SP1",
  eventType: "10",
  startsAt: "2026-11-01T00:00:00Z",
  endsAt: "2026-12-31T00:00:00Z",
  stores: [{ tnantCd: "T0001", tnantNm: "Cheongdam", address: "Seoul" }],
};
const authorized: SpecialHome = {
  authorized: true,
  sale,
  items: [
    {
      itemCd: "W0001",
      itemNm: "Cloudy Bay",
      itemEngNm: "Cloudy Bay",
      imageUrl: "/img",
      volumeMl: 750,
      abv: 13.5,
      normalPrice: 42000,
      specialPrice: 31500,
      dcRate: 25,
      orderLimit: 2,
      stockQty: 12,
      soldOut: false,
      adultOnly: true,
    },
  ],
};

function renderHome(handler: (c: FakeCall) => FakeReply) {
  const fake = installFakeFetch(handler);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SpecialHomeRoute links={links} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fake;
}

describe("SpecialHomeRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  beforeEach(() => {
    localStorage.clear();
    useGlobalState.getState().resetSpecialGuest();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the code, shows a wrong code's message, then the sale for the right one as a special guest", async () => {
    let entered = false;
    const { calls } = renderHome((c) => {
      if (c.url.endsWith("/special-sales/enter")) {
        if ((c.body as { inviteCode: string }).inviteCode !== "SPECIAL2026") return fail(400, "SPCL0001", "틀림");
        entered = true;
        return ok({ sale, guest: true }, { "x-em-type": "SPECIAL", "x-scm-token": "spg.test" });
      }
      if (c.url.endsWith("/cart/special")) return ok({ list: [], cartCount: 0 });
      return ok(entered ? authorized : { authorized: false, sale: null, items: [] });
    });
    const field = await screen.findByLabelText("Invitation code");
    await userEvent.click(screen.getByRole("button", { name: "Enter" }));
    expect(await screen.findByText("Please enter the invitation code")).toBeInTheDocument();
    await userEvent.type(field, "nope");
    await userEvent.click(screen.getByRole("button", { name: "Enter" }));
    expect(await screen.findByText(/That invitation code is not right/)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, "SPECIAL2026");
    await userEvent.click(screen.getByRole("button", { name: "Enter" }));
    expect(await screen.findByRole("heading", { name: "Partner sale" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Cloudy Bay/ })).toHaveAttribute("href", links.product("W0001"));
    expect(screen.getByText("25% off")).toBeInTheDocument();
    expect(localStorage.getItem("x-em-type")).toBe("SPECIAL");
    expect(useGlobalState.getState().specialGuest).toEqual({ authorized: true, eventCode: "SP1", eventType: "10" });
    expect(calls.filter((c) => c.url.endsWith("/special-sales/enter"))).toHaveLength(2);
  });

  it("a member's grant shows the sale without making the shell a special guest", async () => {
    localStorage.setItem("x-em-type", "MEMBER");
    renderHome((c) => (c.url.endsWith("/cart/special") ? ok({ list: [], cartCount: 0 }) : ok(authorized)));
    expect(await screen.findByRole("heading", { name: "Partner sale" })).toBeInTheDocument();
    expect(useGlobalState.getState().specialGuest.authorized).toBe(false);
  });
});
