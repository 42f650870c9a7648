import type { Page } from "@playwright/test";
import { BASIC, expect, nativeCalls, submitLogin, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { memberCall } from "./checkout-helpers";

// English: the store finder checks its English texts and accessible names (its screenshots are Korean).
test.use({ lang: "en" });

const API = "/product-api/v1.0.0/api";

/** Gangnam station: 셀러 서초점 0.4 km, 셀러 역삼점 0.8 km away. */
const GANGNAM = { latitude: 37.4979, longitude: 127.0276 };
type ApiStore = { tnantCd: string; tnantNm: string; latitude: number; longitude: number };

/** SPEC §9, worked out here on its own: haversine on a 6371 km sphere, one decimal. */
function km(a: { latitude: number; longitude: number }, b: ApiStore): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

async function allStores(page: Page): Promise<ApiStore[]> {
  const res = await page.request.get(`${API}/tnant`);
  return ((await res.json()) as { data: ApiStore[] }).data;
}

const rows = (page: Page) => page.getByRole("list", { name: "List" }).locator("article");
const rowNames = (page: Page) => rows(page).locator("h3").allTextContents();

/** Stores drawn on the map: single pins plus the counts of the clusters (only those in view are drawn). */
async function drawn(map: ReturnType<Page["getByRole"]>): Promise<number> {
  const pins = await map.locator(".cellar-pin").count();
  const clustered = (await map.locator(".cellar-cluster [data-count]").allTextContents()).map(Number);
  return pins + clustered.reduce((a, b) => a + b, 0);
}

async function signIn(page: Page, user: { loginId: string; password: string }) {
  await page.goto("/login");
  await submitLogin(page, user);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}

async function signOut(page: Page) {
  await page.goto("/my");
  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}

test.describe("with the native GPS permission Y", () => {
  test.use({ geolocation: GANGNAM, permissions: ["geolocation"], nativeHost: { permissions: { GPS: "Y" } } });

  test("the list is nearest first with the right distances", async ({ page }) => {
    const expected = (await allStores(page))
      .map((s) => ({ name: s.tnantNm, km: km(GANGNAM, s) }))
      .sort((a, b) => a.km - b.km || (a.name < b.name ? -1 : 1));
    await page.goto("/store");
    await expect(page.getByTestId("store-sort")).toHaveText("Nearest first");
    await expect(rows(page)).toHaveCount(34);
    for (const [i, near] of expected.slice(0, 3).entries()) {
      const row = rows(page).nth(i);
      await expect(row.locator("h3")).toHaveText(near.name);
      await expect(row.getByTestId("store-distance")).toHaveText(`${near.km.toFixed(1)} km`);
    }
    expect(expected.slice(0, 2).map((s) => `${s.name} ${s.km}`)).toEqual(["셀러 서초점 0.4", "셀러 역삼점 0.8"]);
    await expect(page.getByTestId("my-position")).toHaveText("Near 서울특별시 서초구");
    expect((await nativeCalls(page, "WM0003")).map((c) => c.params.type)).toContain("GPS");
    await page.screenshot({ path: shot("stores-list") });

    // Filters narrow the list and stay in the address; the order stays nearest first.
    await page.getByRole("button", { name: "Tasting" }).click();
    await page.getByRole("button", { name: "Busan" }).click();
    await expect(page).toHaveURL(/region=%EB%B6%80%EC%82%B0.*svc=tasting/);
    await expect(rows(page)).toHaveCount(3);
    const busan = await rowNames(page);
    expect(busan).toEqual(
      expected.filter((s) => ["셀러 해운대점", "셀러 서면점", "셀러 광안리점"].includes(s.name)).map((s) => s.name),
    );
    await page.getByRole("searchbox", { name: "Search stores" }).fill("해운대");
    await page.getByRole("searchbox", { name: "Search stores" }).press("Enter");
    await expect(rows(page)).toHaveCount(1);
  });
});

test.describe("with the native GPS permission N", () => {
  test.use({ geolocation: GANGNAM, permissions: ["geolocation"], nativeHost: { permissions: { GPS: "N" } } });

  test("the list shows distances but is sorted by name, not by distance", async ({ page }) => {
    await page.goto("/store");
    await expect(page.getByTestId("store-sort")).toHaveText("By name");
    await expect(page.getByText("Allow location for the app to sort stores by distance.")).toBeVisible();
    await expect(rows(page)).toHaveCount(34);
    await expect(rows(page).first().getByTestId("store-distance")).toHaveText(/\d+\.\d km/);
    const names = await rowNames(page);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const distances = (await rows(page).getByTestId("store-distance").allTextContents()).map((d) =>
      Number.parseFloat(d),
    );
    expect(distances).not.toEqual([...distances].sort((a, b) => a - b));
    expect(names[0]).not.toBe("셀러 서초점");
  });
});

test("a favourite survives reload and sign-out/sign-in; sign-out clears the chosen store until sign-in", async ({
  page,
}) => {
  // Two sign-ins and six page loads: more than the default 30 s on a busy CI machine.
  test.setTimeout(60_000);
  await signIn(page, BASIC);
  // From a clean state, so a retry after a failure starts where the first try did.
  await memberCall(page, "DELETE", `${API}/tnant/favorites/T0026`);
  await memberCall(page, "DELETE", `${API}/tnant/pickup`);
  await page.goto("/store");
  await expect(rows(page)).toHaveCount(34);
  const star = page.getByRole("button", { name: "Add 셀러 해운대점 to favourites" });
  await star.click();
  await expect(page.getByRole("status")).toContainText("Added to favourite stores");
  await expect(rows(page).first().locator("h3")).toHaveText("셀러 해운대점");
  await page.reload();
  await expect(rows(page).first().locator("h3")).toHaveText("셀러 해운대점");
  await expect(page.getByRole("button", { name: "Remove 셀러 해운대점 from favourites" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // the member's store, chosen on the store's page
  await rows(page).first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: "셀러 해운대점" })).toBeVisible();
  await page.getByRole("button", { name: "Make this my store" }).click();
  await expect(page.getByRole("button", { name: "My store" })).toBeDisabled();

  await signOut(page);
  expect(await page.evaluate(() => localStorage.getItem("cellar-chosen-store"))).not.toContain("T0026");
  await page.goto("/store");
  await expect(rows(page)).toHaveCount(34);
  await expect(page.getByRole("button", { name: /favourites$/, pressed: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /favourites$/, pressed: false })).toHaveCount(34);
  await expect(rows(page).first().locator("h3")).not.toHaveText("셀러 해운대점");

  await signIn(page, BASIC);
  await page.goto("/store");
  await expect(rows(page).first().locator("h3")).toHaveText("셀러 해운대점");
  await expect(
    rows(page)
      .first()
      .getByRole("button", { name: /favourites/ }),
  ).toHaveAttribute("aria-pressed", "true");
  await page.goto("/my/pickup");
  await expect(page.getByTestId("pickup-store")).toHaveText("셀러 해운대점");
  await expect(page.getByRole("region", { name: "Your store" })).toContainText("부산광역시 해운대구 구남로 24");
  const favourites = page.getByRole("region", { name: "Favourite stores" });
  await expect(favourites.getByRole("listitem")).toHaveCount(1);
  await expect(favourites.getByRole("listitem")).toContainText("In use");
  await page.screenshot({ path: shot("stores-pickup") });
});

test.describe("the map", () => {
  test.use({ geolocation: GANGNAM, permissions: ["geolocation"], nativeHost: { permissions: { GPS: "Y" } } });

  test("shows every store as a marker or in a cluster, and my position, with no tiles reachable", async ({ page }) => {
    const tiles: string[] = [];
    await page.route("https://tiles.example/**", (route) => {
      tiles.push(route.request().url());
      return route.abort("internetdisconnected");
    });
    await page.goto("/store?view=map");
    const map = page.getByRole("region", { name: "Map of stores" });
    await expect(map).toHaveAttribute("data-map-status", "ready");
    await expect(map.locator(".cellar-me__dot")).toHaveCount(1);
    // first the position and its nearest stores (a city, not the whole country)
    await expect.poll(() => drawn(map)).toBeGreaterThanOrEqual(5);
    expect(await drawn(map)).toBeLessThan(34);
    await page.screenshot({ path: shot("stores-map") });
    // zoomed out, each store is drawn once: a pin of its own or counted in a cluster
    for (let i = 0; i < 10 && (await drawn(map)) < 34; i++) {
      await map.getByRole("button", { name: "Zoom out" }).click();
      await page.waitForTimeout(400);
    }
    expect(await drawn(map)).toBe(34);
    expect(await map.locator(".cellar-cluster").count()).toBeGreaterThan(0);
    expect(tiles.length).toBeGreaterThan(0);
    await expect(map.locator("img.leaflet-tile-loaded")).toHaveCount(0);
    // the list's filters drive the markers too
    await page.getByRole("button", { name: "Gyeonggi" }).click();
    await expect.poll(() => drawn(map)).toBe(10);
    // a marker opens its store's card
    await page.getByRole("searchbox", { name: "Search stores" }).fill("판교");
    await page.getByRole("searchbox", { name: "Search stores" }).press("Enter");
    await expect.poll(() => drawn(map)).toBe(1);
    await map.locator(".cellar-pin").click();
    await expect(map.locator(".cellar-pin.is-selected")).toHaveCount(1);
    await expect(page.getByRole("link", { name: /셀러 판교점/ })).toHaveCount(1);
  });

  test("a store's page: small map, hours, services, call through the app, stock lookup", async ({ page }) => {
    await page.route("https://tiles.example/**", (route) => route.abort("internetdisconnected"));
    await page.goto("/store?store=T0004");
    await expect(page.getByRole("heading", { name: "셀러 역삼점" })).toBeVisible();
    const map = page.getByRole("region", { name: "Map of 셀러 역삼점" });
    await expect(map).toHaveAttribute("data-map-status", "ready");
    await expect(map.locator(".cellar-pin.is-selected")).toHaveCount(1);
    await expect(page.getByText("서울특별시 강남구 테헤란로 152")).toBeVisible();
    await expect(page.getByText("09:30–21:30")).toBeVisible();
    await expect(page.getByText("0.8 km")).toBeVisible();
    await page.getByRole("button", { name: "Call" }).click();
    await expect
      .poll(async () => (await nativeCalls(page, "WM0001")).map((c) => c.params.url))
      .toEqual(["tel:0221124404"]);

    await page.getByRole("searchbox", { name: "Product name" }).fill("말벡");
    await page.getByRole("button", { name: "Look up" }).click();
    const results = page.getByRole("list", { name: "Stock at this store" });
    await expect(results.getByRole("listitem").first()).toBeVisible();
    const first = results.getByRole("listitem").first();
    const itemCd = ((await first.getByRole("link").getAttribute("href")) ?? "").split("/").pop() ?? "";
    const perStore = await page.request.get(`${API}/products/${itemCd}/stock`);
    const qty =
      ((await perStore.json()) as { data: { tnantCd: string; qty: number }[] }).data.find((s) => s.tnantCd === "T0004")
        ?.qty ?? 0;
    await expect(first.getByTestId("stock-qty")).toHaveText(qty > 0 ? `${qty} in stock` : "Out of stock");
    await page.screenshot({ path: shot("store-detail") });
  });
});

test.describe("outside a phone's dialer", () => {
  test.use({ nativeHost: { failures: { WM0001: { code: "9999", message: "no dialer" } } } });

  test("a call that the device cannot make says so", async ({ page }) => {
    await page.goto("/store?store=T0001");
    await page.getByRole("button", { name: "Call" }).click();
    await expect(page.getByRole("status")).toContainText("Not accessible on this device.");
  });
});

test.describe("screenshots (Korean)", () => {
  test.use({
    lang: "ko",
    geolocation: GANGNAM,
    permissions: ["geolocation"],
    nativeHost: { permissions: { GPS: "Y" } },
  });

  test("store finder in Korean", async ({ page }) => {
    await page.route("https://tiles.example/**", (route) => route.abort("internetdisconnected"));
    await page.goto("/store");
    await expect(page.getByTestId("store-sort")).toHaveText("가까운 순");
    await page.screenshot({ path: shot("stores-list-ko") });
  });
});
