import type { Exhibition, Home, ProductSummary, Promotion } from "@cellar/contracts/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useViewedGoodsState } from "../../../domain/viewed-goods/viewed-goods-state";
import { type FakeCall, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { type HomeLinks, HomeRoute } from "./home-route";

const product = (itemCd: string, itemNm: string, extra: Partial<ProductSummary> = {}): ProductSummary => ({
  itemCd,
  itemNm,
  itemEngNm: `${itemNm} (en)`,
  clasLCd: "10",
  clasMCd: "1010",
  clasMNm: "레드",
  countryCd: "FR",
  countryNm: "프랑스",
  regionNm: "보르도",
  vintage: 2019,
  volumeMl: 750,
  abv: 13.5,
  saleUprc: 50000,
  price: 40000,
  discountRate: 20,
  score: 92,
  reviewCount: 3,
  reviewAvg: 4.3,
  imageUrl: `/product-api/v1.0.0/api/file/thumbnail?FILE_SEQ_NO=1&FILE_ID=${itemCd}`,
  fileId: itemCd,
  adultOnly: true,
  soldOut: false,
  isNew: false,
  isBest: false,
  memberOnly: false,
  isAttention: false,
  ...extra,
});
const promotion = (promotionNo: string, title: string): Promotion => ({
  promotionNo,
  title,
  subtitle: `${title} subtitle`,
  startDate: "2026-11-01",
  endDate: "2026-11-30",
  imageUrl: `/img/${promotionNo}`,
  bgColor: "#552266",
  itemCount: 12,
});
const exhibition = (exhibitionNo: string, exhibitionType: Exhibition["exhibitionType"], title: string): Exhibition => ({
  exhibitionNo,
  exhibitionType,
  title,
  subtitle: "sub",
  startDate: "2026-11-01",
  endDate: "2026-12-31",
  imageUrl: `/img/${exhibitionNo}`,
  bgColor: "#223344",
  itemCount: 8,
});

const guestHome: Home = {
  promotions: [promotion("P1", "Beaujolais Nouveau"), promotion("P2", "Winter whisky")],
  exhibitions: [exhibition("E1", "PUBLIC", "Natural wine week")],
  ranking: [product("W0001", "샤토 마고"), product("W0002", "오퍼스 원")],
  newArrivals: [product("W0003", "클라우디 베이")],
  memberOnly: null,
};
const memberHome: Home = {
  ...guestHome,
  memberOnly: {
    onlyOne: [product("W0009", "회원 전용 바롤로", { memberOnly: true })],
    plans: [exhibition("E9", "PLAN", "Grand cru evening")],
  },
};

const links: HomeLinks = {
  home: "/",
  search: "/search",
  cart: "/cart",
  login: "/login",
  promotions: "/promotion",
  exhibitions: "/exhibition",
  ranking: "/product?sort=01",
  newArrivals: "/product?sort=02",
  onlyOne: "/membershipOnlyOne",
  brand: "/membershipBrand",
  plan: "/membershipPlan",
  mySeller: "/myseller",
  productTo: (itemCd) => `/product/${itemCd}`,
  promotionTo: (no) => `/promotion/period?promotionNo=${no}`,
  exhibitionTo: (e) =>
    e.exhibitionType === "PLAN"
      ? `/membershipPlan?exhibitionNo=${e.exhibitionNo}`
      : `/exhibition?exhibitionNo=${e.exhibitionNo}`,
  categoryTo: (category) => (category ? `/product?category=${category}` : "/product"),
  eventShortcuts: {
    preorders: "/reservation/list",
    luckyDraws: "/luckydraw",
    roulette: "/roulette",
    events: "/eventPage",
    specialSales: "/specialSales",
  },
};

const pathOf = (c: FakeCall) => new URL(c.url, "http://x").pathname;

function renderHome(
  member: { mberNo: string; korMberNm: string } | null,
  handler: (c: FakeCall) => ReturnType<typeof ok>,
) {
  const fake = installFakeFetch(handler);
  const router = createMemoryRouter([{ path: "/", element: <HomeRoute links={links} member={member} /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fake;
}

const section = (name: string) => document.querySelector(`[data-section="${name}"]`) as HTMLElement | null;

describe("HomeRoute", () => {
  beforeAll(async () => {
    initI18n();
    await i18next.changeLanguage("en");
  });
  beforeEach(() => {
    localStorage.clear();
    useViewedGoodsState.getState().clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows promotions, categories, ranking and new arrivals, and invites a guest to log in", async () => {
    const { calls } = renderHome(null, () => ok(guestHome));
    // the first render of the suite loads every module: give it time
    const slides = await screen.findAllByRole("link", { name: /^\d of 2: / }, { timeout: 5000 });
    expect(slides.map((s) => s.getAttribute("href"))).toEqual([
      "/promotion/period?promotionNo=P1",
      "/promotion/period?promotionNo=P2",
    ]);
    // the first banner is the page's largest paint: eager and high priority; the next one lazy
    const [first, second] = slides.map((s) => s.querySelector("img")!);
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(second).toHaveAttribute("loading", "lazy");
    expect(screen.getByRole("link", { name: "All promotions" })).toHaveAttribute("href", "/promotion");

    const categories = screen.getByRole("navigation", { name: "Categories" });
    expect(within(categories).getByRole("link", { name: "Wine" })).toHaveAttribute("href", "/product?category=10");
    expect(within(categories).getByRole("link", { name: "Korean liquor" })).toHaveAttribute(
      "href",
      "/product?category=50",
    );
    expect(within(categories).getByRole("link", { name: "All" })).toHaveAttribute("href", "/product");
    const events = screen.getByRole("navigation", { name: "Event shortcuts" });
    expect(within(events).getByRole("link", { name: /^Pre-orders/ })).toHaveAttribute("href", "/reservation/list");
    expect(within(events).getByRole("link", { name: /^Lucky draws/ })).toHaveAttribute("href", "/luckydraw");
    expect(within(events).getByRole("link", { name: /^Lucky roulette/ })).toHaveAttribute("href", "/roulette");
    expect(within(events).getByRole("link", { name: /^Special sales/ })).toHaveAttribute("href", "/specialSales");

    const ranking = screen.getByRole("region", { name: "Most popular now" });
    const ranked = within(ranking).getAllByRole("article");
    expect(ranked.map((a) => a.getAttribute("data-item-cd"))).toEqual(["W0001", "W0002"]);
    expect(within(ranked[0]!).getByText("1")).toBeInTheDocument();
    expect(within(ranking).getByRole("link", { name: "See all Most popular now" })).toHaveAttribute(
      "href",
      "/product?sort=01",
    );
    expect(within(screen.getByRole("region", { name: "New arrivals" })).getByText("클라우디 베이")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Exhibitions" })).getByRole("link", { name: /Natural wine week/ }),
    ).toHaveAttribute("href", "/exhibition?exhibitionNo=E1");

    expect(section("guest-cta")).not.toBeNull();
    expect(within(section("guest-cta")!).getByRole("link", { name: /Log in/ })).toHaveAttribute("href", "/login");
    expect(section("member")).toBeNull();
    // no viewed goods: no section, no call for them
    expect(section("viewed")).toBeNull();
    expect(calls.map(pathOf)).toEqual(["/product-api/v1.0.0/api/home"]);
  });

  it("shows a member the members-only corner and no login invitation", async () => {
    renderHome({ mberNo: "M1", korMberNm: "김셀러" }, () => ok(memberHome));
    const corner = await screen.findByRole("region", { name: "Members only, for 김셀러" });
    const entries = within(corner).getByRole("navigation", { name: "Members-only menu" });
    expect(
      within(entries)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/membershipOnlyOne", "/membershipBrand", "/membershipPlan", "/myseller"]);
    expect(within(corner).getByText("회원 전용 바롤로")).toBeInTheDocument();
    expect(within(corner).getByRole("link", { name: /Grand cru evening/ })).toHaveAttribute(
      "href",
      "/membershipPlan?exhibitionNo=E9",
    );
    expect(section("guest-cta")).toBeNull();
  });

  it("shows the recently viewed goods newest first, in the order viewed whatever the answer's order", async () => {
    const store = useViewedGoodsState.getState();
    store.record("W0002", new Date(Date.now() - 60_000));
    store.record("W0001", new Date(Date.now() - 30_000));
    store.record("W0003", new Date());
    const { calls } = renderHome(null, (call) =>
      pathOf(call).endsWith("/by-codes")
        ? ok([product("W0001", "샤토 마고"), product("W0002", "오퍼스 원"), product("W0003", "클라우디 베이")])
        : ok(guestHome),
    );
    const viewed = await screen.findByRole("region", { name: "Recently viewed" });
    await waitFor(() =>
      expect(
        within(viewed)
          .getAllByRole("article")
          .map((a) => a.getAttribute("data-item-cd")),
      ).toEqual(["W0003", "W0001", "W0002"]),
    );
    const byCodes = calls.find((c) => pathOf(c).endsWith("/by-codes"))!;
    expect(new URL(byCodes.url, "http://x").searchParams.getAll("itemCds")).toEqual(["W0003", "W0001", "W0002"]);
  });

  it("hides the viewed goods when none of them exist any more", async () => {
    useViewedGoodsState.getState().record("GONE1");
    renderHome(null, (call) => (pathOf(call).endsWith("/by-codes") ? ok([]) : ok(guestHome)));
    await screen.findByRole("region", { name: "Most popular now" });
    await waitFor(() => expect(section("viewed")).toBeNull());
  });

  it("keeps the sections' places while loading, and offers a retry when the home data fails", async () => {
    let failing = true;
    renderHome(null, () => (failing ? fail(500, "9999") : ok(guestHome)));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load the products");
    expect(screen.getByRole("navigation", { name: "Categories" })).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Most popular now" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
