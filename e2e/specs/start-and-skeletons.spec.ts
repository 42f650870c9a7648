import { expect, nativeCalls, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";

test("the start screen checks the version, asks the app to clear its cache, then replaces itself with home", async ({
  page,
}) => {
  await page.goto("/splash");
  await expect(page.getByRole("heading", { name: /CELLAR/ })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "최신 버전을 확인하고 있어요" })).toBeVisible();
  await page.screenshot({ path: shot("splash") });
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("heading", { name: "홈" })).toBeAttached();
  // A first start stores the web version (7 days) and asks the native app to clear its cache.
  expect(await page.evaluate(() => localStorage.getItem("appVersion"))).toContain("value");
  expect(await nativeCalls(page, "WM0013")).toHaveLength(1);
  // The start screen was replaced: back does not return to it.
  await page.goBack().catch(() => undefined);
  await expect(page).not.toHaveURL(/\/splash/);
});

test("the skeletons of home, the list and a product are the ones those screens show while loading", async ({
  page,
}) => {
  await page.goto("/skeleton");
  const main = page.getByRole("main");
  await expect(main).toHaveAttribute("aria-busy", "true");
  await expect(page.locator("[data-section='ranking']")).toBeVisible();
  // skeletonMain keeps the bottom bar's active look, with home as the current tab.
  const nav = page.getByRole("navigation", { name: "주요 메뉴" });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link", { name: "홈" })).toHaveAttribute("aria-current", "page");
  await page.screenshot({ path: shot("skeleton-home") });

  await page.goto("/skeleton?screen=list");
  await expect(page.getByTestId("product-skeleton")).toBeVisible();
  await page.screenshot({ path: shot("skeleton-list") });

  await page.goto("/skeleton?screen=product");
  await expect(page.getByRole("main")).toHaveAttribute("aria-busy", "true");
  await page.screenshot({ path: shot("skeleton-product") });

  // The skeleton's working parts lead where the home screen's do.
  await page.goto("/skeleton");
  await page.locator("[data-section='ranking']").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/product\?/);
});
