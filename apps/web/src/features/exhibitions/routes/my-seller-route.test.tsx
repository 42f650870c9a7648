import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import i18next from "i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { paged, product } from "../test-fixtures.test-helper";
import { MySellerRoute } from "./my-seller-route";

const links = {
  loginTo: "/login?redirectPath=%2Fmyseller",
  shopTo: "/product",
  productTo: (cd: string) => `/product/${cd}`,
};

function renderRoute(memberNo: string | null, list: unknown[]) {
  const fake = installFakeFetch(() => ok(paged(list)));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <MySellerRoute memberNo={memberNo} links={links} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fake;
}

describe("MySellerRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists what the member bought most, with how often and when last", async () => {
    const { calls } = renderRoute("M1", [
      { ...product("W0001", "샤토 마고"), orderCount: 3, lastOrderedAt: "2026-11-02T10:00:00+09:00" },
      { ...product("W0002", "오퍼스 원"), orderCount: 1, lastOrderedAt: "2026-10-10T10:00:00+09:00" },
    ]);
    const list = await screen.findByRole("list", { name: "Bought often" });
    const [first, second] = within(list).getAllByRole("article");
    expect(first).toHaveTextContent("Bought 3 times · last 2026.11.02");
    expect(second).toHaveTextContent("Bought 1 time · last 2026.10.10");
    expect(within(first!).getByRole("link", { name: "샤토 마고" })).toHaveAttribute("href", "/product/W0001");
    expect(new URL(calls[0]!.url, "http://x").pathname).toBe("/product-api/v1.0.0/api/products/myseller");
  });

  it("says when nothing was bought yet", async () => {
    renderRoute("M1", []);
    expect(await screen.findByText("You have not bought anything yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/product");
  });

  it("invites a guest to log in without calling the API", () => {
    const { calls } = renderRoute(null, []);
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", links.loginTo);
    expect(calls).toHaveLength(0);
  });
});
