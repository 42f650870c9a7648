import type { Cart, CartItem } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { useGlobalState } from "../../../lib/state/global-state";
import { useCartInputState } from "../state/cart-input-state";
import { CartRoute } from "./cart-route";

const line = (cartNo: number, tnantCd: string, over: Partial<CartItem> = {}): CartItem => ({
  cartNo,
  tnantCd,
  itemCd: `W000${cartNo}`,
  itemNm: `Wine ${cartNo}`,
  itemImgFileUrl: "",
  optItemCd: null,
  optClasNm: null,
  optSaleUprc: 0,
  itemQty: 1,
  saleUprc: 30_000,
  itemPrice: 30_000,
  totalItemPrice: 30_000,
  mixDcAmt: 0,
  discountDcAmt: 0,
  eventCd: null,
  eventNm: null,
  stockQty: 5,
  soldOutYn: "N",
  adultOnly: true,
  isCheck: false,
  ...over,
});

const group = (tnantCd: string, tnantNm: string, items: CartItem[], isTnantActive = true) => ({
  tnantCd,
  tnantNm,
  isTnantActive,
  items,
  totalItemPrice: 0,
  totalMixDcAmt: 0,
  totalDiscountDcAmt: 0,
  totalPayAmt: 0,
  isCheck: false,
});

function cartOf(qty1 = 1): Cart {
  return {
    cartCount: 3,
    list: [
      group("T1", "Cheongdam", [
        line(1, "T1", {
          itemQty: qty1,
          totalItemPrice: 30_000 * qty1,
          mixDcAmt: qty1 >= 2 ? 6_000 : 0,
          eventCd: "03",
          eventNm: "Mix 2",
        }),
        line(2, "T1", { soldOutYn: "Y", stockQty: 0 }),
      ]),
      group("T2", "Hannam", [line(3, "T2", { totalItemPrice: 50_000, discountDcAmt: 5_000 })]),
    ],
  };
}

function renderCart(handler: (c: FakeCall) => ReturnType<typeof ok>) {
  const fake = installFakeFetch(handler);
  const onOrder = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/cart",
        element: <CartRoute productHref={(cd) => `/product/${cd}`} onOrder={onOrder} onShop={vi.fn()} />,
      },
    ],
    { initialEntries: ["/cart"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...fake, onOrder };
}

describe("CartRoute", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 5000 });
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useCartInputState.getState().clear();
  });

  it("groups by store, starts unchecked, selects per store, changes quantity without the spinner, orders the checked lines", async () => {
    let qty = 1;
    const { calls, onOrder } = renderCart((c) => {
      if (c.method === "PATCH") qty = (c.body as { itemQty: number }).itemQty;
      return ok(cartOf(qty));
    });
    const stores = await screen.findAllByTestId("cart-store");
    expect(stores).toHaveLength(2);
    for (const box of screen.getAllByRole("checkbox")) expect(box).not.toBeChecked();
    expect(screen.getByTestId("cart-total")).toHaveTextContent("0 won");
    // The sold-out line cannot be checked.
    expect(screen.getByRole("checkbox", { name: "Select Wine 2" })).toBeDisabled();
    expect(screen.getByText("Sold out. It cannot be ordered.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("checkbox", { name: "Select all of Cheongdam" }));
    expect(screen.getByRole("checkbox", { name: "Select Wine 1" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Select Wine 3" })).not.toBeChecked();
    expect(screen.getByTestId("cart-total")).toHaveTextContent("30,000 won");

    const first = stores[0] as HTMLElement;
    await userEvent.click(within(first).getAllByRole("button", { name: "Increase quantity" })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId("cart-total")).toHaveTextContent("54,000 won"));
    const patch = calls.find((c) => c.method === "PATCH");
    expect(patch?.body).toEqual({ cartNo: 1, itemQty: 2 });
    expect(useGlobalState.getState().loadingCount).toBe(0);
    // The check survived the answer (SPEC §4 merge keeps the member's checks).
    expect(screen.getByRole("checkbox", { name: "Select Wine 1" })).toBeChecked();

    await userEvent.click(screen.getByRole("checkbox", { name: "Select Wine 3" }));
    await userEvent.click(screen.getByRole("button", { name: /^Order 2 item\(s\)/ }));
    expect(onOrder).toHaveBeenCalled();
    expect(useCartInputState.getState().input?.cartNos).toEqual([1, 3]);
  });

  it("removes the checked lines after a confirmation", async () => {
    let cart = cartOf();
    const { calls } = renderCart((c) => {
      if (c.method === "DELETE") {
        const gone = (c.body as { cartNos: number[] }).cartNos;
        cart = {
          ...cart,
          list: cart.list.map((g) => ({ ...g, items: g.items.filter((i) => !gone.includes(i.cartNo)) })),
        };
      }
      return ok(cart);
    });
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select Wine 3" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove selected" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByText("Wine 3")).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({ cartNos: [3] });
  });
});
