import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeCall, type FakeReply, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { PRODUCT_LIST_KEY } from "../rules/list-storage";
import { ProductListRoute } from "./product-list-route";
import { CODES, pathOf, productPage, queryOf } from "./test-fixtures.test-helper";

const links = { product: (itemCd: string) => `/product/${itemCd}`, cart: "/cart" };

function setup(url: string, handler?: (call: FakeCall) => FakeReply | undefined, total = 35) {
  const fake = installFakeFetch((call) => {
    const custom = handler?.(call);
    if (custom) return custom;
    const path = pathOf(call);
    if (path.endsWith("/api/codes")) return ok(CODES);
    if (path.endsWith("/api/products")) {
      const q = queryOf(call);
      return ok(productPage(Number(q.get("pageNo")), Number(q.get("pageSize")), total));
    }
    return fail(404, "9999");
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/product", element: <ProductListRoute links={links} /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const productCalls = () => fake.calls.filter((c) => pathOf(c).endsWith("/api/products")).map(queryOf);
  return { ...fake, router, productCalls };
}

const cards = () => screen.queryAllByRole("article");

describe("ProductListRoute", () => {
  beforeEach(async () => {
    await initI18n().changeLanguage("ko");
  });
  afterEach(async () => {
    await i18next.changeLanguage("ko");
  });

  it("asks for the URL's filters and sort, shows the count and the first page", async () => {
    const { productCalls } = setup("/product?category=10&sCategories=1010&country=FR&country=AR&sort=03");
    await waitFor(() => expect(cards()).toHaveLength(10));
    const q = productCalls()[0];
    expect(q?.get("category")).toBe("10");
    expect(q?.getAll("sCategories")).toEqual(["1010"]);
    expect(q?.getAll("country")).toEqual(["FR", "AR"]);
    expect(q?.get("sort")).toBe("03");
    expect(q?.get("pageNo")).toBe("1");
    expect(q?.get("pageSize")).toBe("10");
    expect(screen.getByText("총 35개")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "와인" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "정렬" })).toHaveValue("03");
    expect(screen.getByRole("button", { name: "레드" })).toHaveAttribute("aria-pressed", "true");
    // Chosen country filters show as removable chips.
    expect(screen.getByRole("button", { name: "아르헨티나 필터 해제" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "테스트 와인 1" })).toHaveAttribute("href", "/product/W0001");
  });

  it("restores pages 1..N of the address one after another", async () => {
    const { productCalls } = setup("/product?page=3");
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(productCalls().map((q) => q.get("pageNo"))).toEqual(["1", "2", "3"]);
  });

  it("changes the URL when a category, a sort or a removed chip changes the list, and starts at page 1", async () => {
    const user = userEvent.setup();
    const { router, productCalls } = setup("/product?country=FR&page=2");
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user.click(screen.getByRole("button", { name: "위스키" }));
    await waitFor(() => expect(router.state.location.search).toBe("?category=20&country=FR"));
    await user.selectOptions(screen.getByRole("combobox", { name: "정렬" }), "05");
    await waitFor(() => expect(router.state.location.search).toBe("?category=20&country=FR&sort=05"));
    await user.click(screen.getByRole("button", { name: "프랑스 필터 해제" }));
    await waitFor(() => expect(router.state.location.search).toBe("?category=20&sort=05"));
    await waitFor(() => expect(productCalls().at(-1)?.get("sort")).toBe("05"));
    expect(productCalls().at(-1)?.get("pageNo")).toBe("1");
    // The state is mirrored into prodLstParam.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(PRODUCT_LIST_KEY) ?? "{}")).toMatchObject({
        selectedSort: "05",
        selectedFilter: { category: "20", country: [] },
      }),
    );
  });

  it("applies the filter sheet, telling how many items match first", async () => {
    const user = userEvent.setup();
    const { router } = setup("/product", (call) => {
      const q = queryOf(call);
      if (pathOf(call).endsWith("/api/products") && q.get("pageSize") === "1") {
        return ok(productPage(1, 1, q.getAll("pairing").includes("BEEF") ? 7 : 35));
      }
      return undefined;
    });
    await waitFor(() => expect(cards()).toHaveLength(10));
    await user.click(screen.getByRole("button", { name: /^필터( \d+개 적용됨)?$/ }));
    const sheet = await screen.findByRole("dialog", { name: "필터" });
    await user.click(within(sheet).getByRole("button", { name: "소고기" }));
    await user.click(within(sheet).getByRole("button", { name: "90점 이상" }));
    const apply = await within(sheet).findByRole("button", { name: "7개 상품 보기" });
    await user.click(apply);
    await waitFor(() => expect(router.state.location.search).toBe("?score=90&pairing=BEEF"));
    expect(screen.getByRole("button", { name: "필터 2개 적용됨" })).toBeInTheDocument();
  });

  it("resets the filters from the sheet", async () => {
    const user = userEvent.setup();
    const { router } = setup("/product?country=FR&score=90");
    await waitFor(() => expect(cards()).toHaveLength(10));
    await user.click(screen.getByRole("button", { name: /^필터( \d+개 적용됨)?$/ }));
    const sheet = await screen.findByRole("dialog", { name: "필터" });
    await user.click(within(sheet).getByRole("button", { name: "초기화" }));
    await user.click(await within(sheet).findByRole("button", { name: "35개 상품 보기" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("shows the empty state with a reset of the filters", async () => {
    const user = userEvent.setup();
    const { router } = setup("/product?country=AR&price=P1", undefined, 0);
    expect(await screen.findByText("조건에 맞는 상품이 없어요")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "필터 초기화" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("shows an error with a retry when the list cannot be loaded", async () => {
    const user = userEvent.setup();
    let broken = true;
    setup("/product", (call) => (broken && pathOf(call).endsWith("/api/products") ? fail(500, "9999") : undefined));
    expect(await screen.findByText("상품을 불러오지 못했어요")).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole("button", { name: "다시 시도" }));
    await waitFor(() => expect(cards()).toHaveLength(10));
  });

  it("opens a bare /product with the filters and sort last used", async () => {
    localStorage.setItem(
      PRODUCT_LIST_KEY,
      JSON.stringify({ goodsParams: "country=FR&sort=02&page=4", searchWord: "", selectedSort: "02" }),
    );
    const { router, productCalls } = setup("/product");
    await waitFor(() => expect(router.state.location.search).toBe("?country=FR&sort=02"));
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(productCalls().every((q) => q.get("sort") === "02")).toBe(true);
    // Clearing every filter afterwards keeps the bare list.
    await userEvent.setup().click(screen.getByRole("button", { name: "전체 해제" }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=02"));
  });
});
