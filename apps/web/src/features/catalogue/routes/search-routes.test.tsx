import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider, useParams } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeCall, type FakeReply, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { RECENT_SEARCH_KEY, readRecentSearches } from "../rules/recent-searches";
import { SearchResultRoute } from "./search-result-route";
import { type SearchLinks, SearchRoute } from "./search-route";
import { CODES, pathOf, product, productPage, queryOf } from "./test-fixtures.test-helper";

const links: SearchLinks = {
  results: (keyword) => `/search/${encodeURIComponent(keyword)}`,
  product: (itemCd) => `/product/${itemCd}`,
  cart: "/cart",
};

function ResultPage() {
  return <SearchResultRoute keyword={useParams().keyword ?? ""} links={links} />;
}

function setup(url: string, handler?: (call: FakeCall) => FakeReply | undefined) {
  const fake = installFakeFetch((call) => {
    const custom = handler?.(call);
    if (custom) return custom;
    const path = pathOf(call);
    if (path.endsWith("/api/codes")) return ok(CODES);
    if (path.endsWith("/api/search/popular")) {
      return ok(["말벡", "샴페인", "싱글몰트"].map((keyword, i) => ({ rank: i + 1, keyword })));
    }
    if (path.endsWith("/api/search/suggest")) {
      return ok({
        keywords: ["말벡"],
        products: [
          { itemCd: "W0007", itemNm: "카이켄 울트라 말벡", itemEngNm: "Caiken Ultra Malbec", imageUrl: "/i.svg" },
        ],
      });
    }
    if (path.endsWith("/api/products")) {
      const q = queryOf(call);
      const word = q.get("searchWord");
      if (word === "없는술") return ok(productPage(1, 10, 0));
      if (word === "말백")
        return ok({ ...productPage(1, 10, 2, "말벡"), list: [product(7, { itemNm: "카이켄 울트라 말벡" })] });
      return ok(productPage(Number(q.get("pageNo")), 10, 12));
    }
    return fail(404, "9999");
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/search", element: <SearchRoute links={links} /> },
      { path: "/search/:keyword", element: <ResultPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...fake, router };
}

describe("search", () => {
  beforeEach(async () => {
    await initI18n().changeLanguage("ko");
  });
  afterEach(async () => {
    await i18next.changeLanguage("ko");
  });

  it("shows recent terms (delete one, delete all) and popular keywords", async () => {
    const user = userEvent.setup();
    localStorage.setItem(RECENT_SEARCH_KEY, JSON.stringify(["샤블리", "말벡"]));
    setup("/search");
    const recent = screen.getByRole("region", { name: "최근 검색어" });
    expect(
      within(recent)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["샤블리", "말벡"]);
    await user.click(within(recent).getByRole("button", { name: "최근 검색어 샤블리 삭제" }));
    expect(readRecentSearches()).toEqual(["말벡"]);
    expect(within(recent).getAllByRole("link")).toHaveLength(1);
    await user.click(within(recent).getByRole("button", { name: "전체 삭제" }));
    expect(readRecentSearches()).toEqual([]);
    expect(within(recent).getByText("최근 검색한 내역이 없어요.")).toBeInTheDocument();
    const popular = screen.getByRole("region", { name: "인기 검색어" });
    expect(await within(popular).findByRole("link", { name: /말벡/ })).toHaveAttribute(
      "href",
      "/search/%EB%A7%90%EB%B2%A1",
    );
  });

  it("suggests while typing, once typing pauses, with the match in bold", async () => {
    const user = userEvent.setup();
    const { calls } = setup("/search");
    await user.type(screen.getByRole("searchbox", { name: "검색어" }), "ㅁㄹ");
    const products = await screen.findByRole("list", { name: "추천 상품" });
    const product = within(products).getByRole("link");
    expect(product).toHaveAttribute("href", "/product/W0007");
    expect(product).toHaveTextContent("카이켄 울트라 말벡");
    // ㅁㄹ is 말 (its initial and final consonants), as the API reads it.
    expect(product.querySelector("mark")?.textContent).toBe("말");
    // One call for the whole term: the keystrokes came faster than the debounce.
    const suggestCalls = calls.filter((c) => pathOf(c).endsWith("/api/search/suggest"));
    expect(suggestCalls.map((c) => queryOf(c).get("q"))).toEqual(["ㅁㄹ"]);
    await user.click(screen.getByRole("button", { name: "검색어 지우기" }));
    expect(screen.getByRole("searchbox", { name: "검색어" })).toHaveValue("");
    expect(screen.getByRole("region", { name: "최근 검색어" })).toBeInTheDocument();
  });

  it("submits to /search/:keyword, which searches and keeps the term as the newest recent one", async () => {
    const user = userEvent.setup();
    localStorage.setItem(RECENT_SEARCH_KEY, JSON.stringify(["샤블리"]));
    const { router, calls } = setup("/search");
    await user.type(screen.getByRole("searchbox", { name: "검색어" }), " malbec {Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/search/malbec"));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(10));
    expect(screen.getByText("총 12개")).toBeInTheDocument();
    const q = calls.filter((c) => pathOf(c).endsWith("/api/products")).map(queryOf)[0];
    expect(q?.get("searchWord")).toBe("malbec");
    expect(readRecentSearches()).toEqual(["malbec", "샤블리"]);
  });

  it("tells when a typo was corrected", async () => {
    setup("/search/말백");
    expect(await screen.findByText("'말벡'으로 검색한 결과입니다.")).toBeInTheDocument();
    expect(screen.getByText("'말백'에 대한 검색 결과가 없어 비슷한 검색어로 찾았어요.")).toBeInTheDocument();
  });

  it("shows an empty state for a term without results", async () => {
    setup("/search/없는술");
    expect(await screen.findByText("'없는술' 검색 결과가 없어요")).toBeInTheDocument();
  });

  it("keeps the list's filters in the URL of the results", async () => {
    const user = userEvent.setup();
    const { router, calls } = setup("/search/malbec?country=AR");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(10));
    expect(
      calls
        .filter((c) => pathOf(c).endsWith("/api/products"))
        .map(queryOf)[0]
        ?.getAll("country"),
    ).toEqual(["AR"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "정렬" }), "03");
    await waitFor(() => expect(router.state.location.search).toBe("?country=AR&sort=03"));
  });
});
