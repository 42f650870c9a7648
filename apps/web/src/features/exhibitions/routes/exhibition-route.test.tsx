import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { exhibition, paged, product } from "../test-fixtures.test-helper";
import { type ExhibitionLinks, ExhibitionRoute } from "./exhibition-route";

const links: ExhibitionLinks = {
  listTo: "/exhibition",
  exhibitionTo: (no) => `/exhibition?exhibitionNo=${no}`,
  productTo: (itemCd) => `/product/${itemCd}`,
  loginTo: "/login?redirectPath=%2FmembershipOnlyOne",
};

type Reply = ReturnType<typeof ok>;

function renderAt(
  url: string,
  props: { type: "PUBLIC" | "ONLY_ONE"; isMember: boolean },
  handler: (c: FakeCall) => Reply,
) {
  const fake = installFakeFetch(handler);
  const router = createMemoryRouter([{ path: "*", element: <ExhibitionRoute links={links} {...props} /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fake;
}

const detail = {
  ...exhibition("E1", "PUBLIC", "Natural wine week"),
  contentHtml:
    '<h3>Why natural</h3><p>Low intervention.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  products: paged([product("W0005", "바롤로"), product("W0006", "키안티")], 1, 1),
};

describe("ExhibitionRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the public exhibitions, each linking to its detail", async () => {
    const { calls } = renderAt("/exhibition", { type: "PUBLIC", isMember: false }, () =>
      ok([exhibition("E1", "PUBLIC", "Natural wine week"), exhibition("E2", "PUBLIC", "Champagne")]),
    );
    const list = await screen.findByRole("list", { name: "Exhibitions" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/exhibition?exhibitionNo=E1", "/exhibition?exhibitionNo=E2"]);
    expect(within(list).getAllByText("2026.11.01 ~ 2026.12.31")).toHaveLength(2);
    expect(new URL(calls[0]!.url, "http://x").searchParams.get("exhibitionType")).toBe("PUBLIC");
  });

  it("shows one exhibition: sanitised story, period, products", async () => {
    const { calls } = renderAt("/exhibition?exhibitionNo=E1", { type: "PUBLIC", isMember: false }, () => ok(detail));
    expect(await screen.findByRole("heading", { name: "Natural wine week" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Why natural" })).toBeInTheDocument();
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector("[onerror]")).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    const products = screen.getByRole("list", { name: "Featured products" });
    expect(
      within(products)
        .getAllByRole("article")
        .map((a) => a.getAttribute("data-item-cd")),
    ).toEqual(["W0005", "W0006"]);
    const url = new URL(calls[0]!.url, "http://x");
    expect(url.pathname).toBe("/product-api/v1.0.0/api/exhibitions/E1");
    expect(url.searchParams.get("pageNo")).toBe("1");
  });

  it("says so when the exhibition does not exist, with a way back to the list", async () => {
    renderAt("/exhibition?exhibitionNo=NOPE", { type: "PUBLIC", isMember: false }, () =>
      fail(404, "9999", "not found"),
    );
    expect(await screen.findByText("Exhibition not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the list" })).toHaveAttribute("href", "/exhibition");
  });

  it("invites a guest to log in on a members-only kind without calling the API", async () => {
    const { calls } = renderAt("/membershipOnlyOne", { type: "ONLY_ONE", isMember: false }, () => ok([]));
    expect(screen.getByText("This page is for members")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", links.loginTo);
    expect(calls).toHaveLength(0);
  });

  it("shows the only exhibition of a kind at once", async () => {
    const only = { ...detail, ...exhibition("E7", "ONLY_ONE", "Members only one") };
    const { calls } = renderAt("/membershipOnlyOne", { type: "ONLY_ONE", isMember: true }, (call) =>
      new URL(call.url, "http://x").pathname.endsWith("/exhibitions/E7")
        ? ok(only)
        : ok([exhibition("E7", "ONLY_ONE", "Members only one")]),
    );
    expect(await screen.findByRole("heading", { name: "Members only one" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Featured products" })).toBeInTheDocument();
    expect(calls.map((c) => new URL(c.url, "http://x").pathname)).toEqual([
      "/product-api/v1.0.0/api/exhibitions",
      "/product-api/v1.0.0/api/exhibitions/E7",
    ]);
  });

  it("shows a member the members-only kind, and an empty state when none runs", async () => {
    const { calls } = renderAt("/membershipOnlyOne", { type: "ONLY_ONE", isMember: true }, () => ok([]));
    expect(await screen.findByText("No exhibitions are running right now")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Exclusives only members can buy" })).toBeInTheDocument();
    expect(new URL(calls[0]!.url, "http://x").searchParams.get("exhibitionType")).toBe("ONLY_ONE");
  });
});
