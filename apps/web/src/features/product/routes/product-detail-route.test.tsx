import type { ProductDetail } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useStoreInfoState } from "../../../domain/stores/store-info-state";
import { useViewedGoodsState } from "../../../domain/viewed-goods/viewed-goods-state";
import { type FakeCall, type FakeReply, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { GUEST, type Viewer } from "../rules/pricing";
import { detail } from "../test-fixtures.test-helper";
import { ProductDetailRoute } from "./product-detail-route";

const MEMBER: Viewer = { isMember: true, paidMember: false, isEmp: false };

function renderProduct(viewer: Viewer, handler: (c: FakeCall) => FakeReply) {
  const fake = installFakeFetch(handler);
  const onLoginRequired = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "/product/:itemCd",
        element: (
          <ProductDetailRoute
            itemCd="W0001"
            viewer={viewer}
            links={{ login: "/login?redirectPath=/product/W0001", join: "/join", cart: "/cart", photoReview: "/p" }}
            renderWish={(p: ProductDetail) => <button type="button">{p.isAttention ? "wished" : "wish"}</button>}
            renderReviews={() => <p>reviews here</p>}
            onLoginRequired={onLoginRequired}
          />
        ),
      },
    ],
    { initialEntries: ["/product/W0001"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...fake, onLoginRequired };
}

// A shared, busy machine: room for slow renders.
describe("ProductDetailRoute", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    // the machine is shared with other test runs: give slow renders room
    configure({ asyncUtilTimeout: 5000 });
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useStoreInfoState.setState({ selectedStore: null });
  });

  it("shows a member the names, prices, facts, notes and pairings, and records the view", async () => {
    const event = { eventPrice: 40_000, eventNm: "Autumn fair", endDate: "2026-12-31" };
    const { calls } = renderProduct({ ...MEMBER, isEmp: true }, () => ok(detail({ event })));
    expect(await screen.findByRole("heading", { name: "카이켄 울트라 말벡" })).toBeInTheDocument();
    expect(calls[0]!.url).toMatch(/\/product-api\/v1\.0\.0\/api\/products\/W0001$/);
    const price = screen.getByTestId("sale-price");
    expect(price).toHaveTextContent("10%");
    expect(price).toHaveTextContent("45,000 won");
    expect(within(price).getByText("50,000 won", { exact: false }).closest("del")).not.toBeNull();
    expect(screen.getByText("Autumn fair").closest("[data-price]")).toHaveTextContent("until 2026.12.31");
    expect(screen.getByText("Paid member price").closest("[data-price]")).toHaveTextContent("42,000 won");
    expect(screen.getByText("Employee price").closest("[data-price]")).toHaveTextContent("38,000 won");
    expect(screen.getByText("1 / 2")).toBeInTheDocument();
    expect(screen.getByText("자두, 블랙베리, 바닐라")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Body 4 of 5" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Sweetness 1 of 5" })).toBeInTheDocument();
    expect(screen.getByText("소고기")).toBeInTheDocument();
    expect(screen.getByText("아르헨티나 · 멘도사")).toBeInTheDocument();
    expect(screen.getByText("reviews here")).toBeInTheDocument();
    await waitFor(() => expect(useViewedGoodsState.getState().entries[0]?.itemCd).toBe("W0001"));
  });

  it("hides the employee price from others and the member price from guests", async () => {
    renderProduct(MEMBER, () => ok(detail({ adultOnly: false })));
    await screen.findByRole("heading", { name: "카이켄 울트라 말벡" });
    expect(screen.getByText("Paid member price")).toBeInTheDocument();
    expect(screen.queryByText("Employee price")).not.toBeInTheDocument();
  });

  it("gates liquor for guests: names and the 19 notice, no prices", async () => {
    renderProduct(GUEST, () => ok(detail()));
    expect(await screen.findByRole("heading", { name: "For adults only" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in to view" })).toHaveAttribute(
      "href",
      "/login?redirectPath=/product/W0001",
    );
    expect(screen.queryByTestId("sale-price")).not.toBeInTheDocument();
    expect(screen.queryByText("Tasting notes")).not.toBeInTheDocument();
  });

  it("shows accessories to guests in full, without member prices", async () => {
    renderProduct(GUEST, () => ok(detail({ adultOnly: false })));
    expect(await screen.findByTestId("sale-price")).toHaveTextContent("45,000 won");
    expect(screen.queryByText("Paid member price")).not.toBeInTheDocument();
  });

  it("options sheet: option price, quantity within the store's stock, total", async () => {
    useStoreInfoState.setState({ selectedStore: { tnantCd: "S001", tnantNm: "청담점" } });
    const { calls } = renderProduct({ ...MEMBER, paidMember: true }, () =>
      ok(detail({ stock: { tnantCd: "S001", tnantNm: "청담점", qty: 3 } })),
    );
    await screen.findByRole("heading", { name: "카이켄 울트라 말벡" });
    expect(new URL(calls[0]!.url, "http://x").searchParams.get("tnantCd")).toBe("S001");
    expect(screen.getByTestId("store-qty")).toHaveTextContent("Only 3 left");
    await userEvent.click(screen.getByRole("button", { name: "Buy" }));
    const sheet = screen.getByRole("dialog", { name: "Choose options" });
    // paid member: the member price 42,000 applies
    expect(within(sheet).getByTestId("option-total")).toHaveTextContent("42,000 won");
    await userEvent.click(within(sheet).getByRole("radio", { name: /선물 상자/ }));
    expect(within(sheet).getByRole("radio", { name: /글라스 세트/ })).toBeDisabled();
    const plus = within(sheet).getByRole("button", { name: "Increase quantity" });
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(within(sheet).getByTestId("option-qty")).toHaveTextContent("3");
    expect(plus).toBeDisabled();
    expect(within(sheet).getByText("You can buy up to 3")).toBeInTheDocument();
    expect(within(sheet).getByTestId("option-total")).toHaveTextContent("141,000 won");
    await userEvent.click(within(sheet).getByRole("button", { name: "Decrease quantity" }));
    expect(within(sheet).getByTestId("option-total")).toHaveTextContent("94,000 won");
    // Without the cart wired in (the app layer does it), nothing can be added.
    expect(within(sheet).getByRole("button", { name: "Add to cart" })).toBeDisabled();
  });

  it("sold out: restock sign-up for members, login for guests", async () => {
    const { calls } = renderProduct(MEMBER, (c) => (c.method === "POST" ? ok(null) : ok(detail({ soldOut: true }))));
    await userEvent.click(await screen.findByRole("button", { name: "Notify me when restocked" }));
    const post = calls.find((c) => c.method === "POST");
    expect(post?.url).toMatch(/\/api\/restock$/);
    expect(post?.body).toEqual({ itemCd: "W0001" });
  });

  it("says not found for an unknown product", async () => {
    renderProduct(MEMBER, () => fail(404, "SYS0404", "없음"));
    expect(await screen.findByText("Product not found")).toBeInTheDocument();
  });

  it("offers a retry when loading fails", async () => {
    let n = 0;
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    renderProduct(MEMBER, () => (n++ === 0 ? fail(400, "9999", "bad") : ok(detail())));
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "카이켄 울트라 말벡" })).toBeInTheDocument();
  });
});
