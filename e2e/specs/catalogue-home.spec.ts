import type { Page } from "@playwright/test";
import { DEMO, expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";

// English: home and its pages check English texts and accessible names (the screenshots are Korean).
test.use({ lang: "en" });

/** Signs in with the UI in Korean (the login form's fields by name). */
async function signInKorean(page: Page) {
  await page.goto("/login");
  await page.locator('input[name="loginId"]').fill(DEMO.loginId);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}

/** The product detail page has recorded the product as the newest viewed goods. */
async function viewedFirst(page: Page, itemCd: string | null | undefined) {
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("viewedGoods") ?? "[]")[0]?.itemCd))
    .toBe(itemCd);
}

const section = (page: Page, name: string) => page.locator(`[data-section="${name}"]`);
const cardCodes = (page: Page, name: string) =>
  section(page, name)
    .locator("article[data-item-cd]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-item-cd")));

/** Waits until every image in view has loaded, so screenshots show the art. */
async function imagesLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => img.getBoundingClientRect().top < window.innerHeight && img.loading !== "lazy")
      .every((img) => img.complete && img.naturalWidth > 0),
  );
}

test("home shows promotions, categories and ranked items; a guest gets the login invitation", async ({ page }) => {
  await page.goto("/");
  const slides = page.getByRole("link", { name: /^1 of \d+: / });
  await expect(slides).toHaveCount(1);
  const firstBanner = page.locator("[data-promotion-no] img").first();
  await expect(firstBanner).toHaveAttribute("fetchpriority", "high");
  await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link")).toHaveCount(8);
  const ranking = section(page, "ranking").locator("article[data-item-cd]");
  await expect(ranking.first()).toBeVisible();
  expect(await ranking.count()).toBeGreaterThanOrEqual(5);
  await expect(section(page, "new").locator("article").first()).toBeAttached();
  await expect(section(page, "exhibitions").locator("[data-exhibition-no]").first()).toBeAttached();
  await expect(section(page, "guest-cta")).toBeVisible();
  await expect(section(page, "member")).toHaveCount(0);
  await expect(section(page, "viewed")).toHaveCount(0);
});

test("a category shortcut opens the product list of that category", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Whisky" }).click();
  await expect(page).toHaveURL(/\/product\?category=20$/);
  await expect(page.locator("article[data-item-cd]").first()).toBeVisible();
});

test("promotion and exhibition pages open from home", async ({ page }) => {
  await page.goto("/");
  const first = page.locator("[data-promotion-no]").first();
  const promotionNo = await first.getAttribute("data-promotion-no");
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/promotion/period\\?promotionNo=${promotionNo}$`));
  await expect(page.getByRole("list", { name: "Featured products" }).locator("article").first()).toBeVisible();
  await expect(page.getByText(/\d{4}\.\d{2}\.\d{2} ~ \d{4}\.\d{2}\.\d{2}$/)).toBeVisible();

  await page.goto("/");
  await page.getByRole("link", { name: "All promotions" }).click();
  await expect(page).toHaveURL(/\/promotion$/);
  await expect(page.locator("[data-banner]").first()).toBeVisible();
  await page.getByRole("tab", { name: "Ended" }).click();
  await expect(page).toHaveURL(/\/promotion\?period=ENDED$/);
  await expect(page.locator("[data-banner]").first()).toBeVisible();

  await page.goto("/");
  const exhibition = section(page, "exhibitions").locator("[data-exhibition-no]").first();
  const exhibitionNo = await exhibition.getAttribute("data-exhibition-no");
  await exhibition.scrollIntoViewIfNeeded();
  await exhibition.click();
  await expect(page).toHaveURL(new RegExp(`/exhibition\\?exhibitionNo=${exhibitionNo}$`));
  await expect(page.getByRole("list", { name: "Featured products" }).locator("article").first()).toBeVisible();
  await page.goto("/exhibition");
  await expect(page.locator("[data-banner]").first()).toBeVisible();
});

test("a member sees the members-only corner and its pages", async ({ page }) => {
  await signIn(page);
  await page.goto("/");
  const corner = section(page, "member");
  await expect(corner).toBeVisible();
  await expect(corner.getByRole("heading", { name: `Members only, for ${DEMO.name}` })).toBeVisible();
  await expect(section(page, "guest-cta")).toHaveCount(0);
  await corner.locator('[data-entry="onlyOne"]').click();
  await expect(page).toHaveURL(/\/membershipOnlyOne$/);
  // one ONLY ONE exhibition runs: its products show at once
  await expect(page.getByRole("list", { name: "Featured products" }).locator("article").first()).toBeVisible();
  await page.goto("/membershipPlan");
  await expect(page.locator("[data-banner]")).toHaveCount(2);
  await page.locator("[data-banner]").first().click();
  await expect(page).toHaveURL(/\/membershipPlan\?exhibitionNo=/);
  await expect(page.getByRole("list", { name: "Featured products" }).locator("article").first()).toBeVisible();
  await page.goto("/myseller");
  await expect(page.getByRole("list", { name: "Bought often" }).locator("article").first()).toBeVisible();
  await expect(page.getByText(/^Bought \d+ times? · last \d{4}\.\d{2}\.\d{2}$/).first()).toBeVisible();
});

test("viewed goods appear on home newest first", async ({ page }) => {
  await signIn(page);
  await page.goto("/");
  await expect(section(page, "viewed")).toHaveCount(0);
  const ranking = section(page, "ranking").locator("article[data-item-cd]");
  // the ranking rail may still be loading: read its codes once two cards are there
  await expect(ranking.nth(1)).toBeAttached();
  const [a, b] = await ranking.evaluateAll((els) => els.slice(0, 2).map((el) => el.getAttribute("data-item-cd")));

  await ranking.nth(0).getByRole("link").last().click();
  await expect(page).toHaveURL(new RegExp(`/product/${a}$`));
  await viewedFirst(page, a);
  await page.goBack();
  await expect(section(page, "viewed")).toBeVisible();
  await expect.poll(() => cardCodes(page, "viewed")).toEqual([a]);

  await ranking.nth(1).getByRole("link").last().click();
  await expect(page).toHaveURL(new RegExp(`/product/${b}$`));
  await viewedFirst(page, b);
  await page.goBack();
  await expect.poll(() => cardCodes(page, "viewed")).toEqual([b, a]);
});

test.describe("screenshots (Korean)", () => {
  test.use({ lang: "ko" });

  test("home as a guest and as a member, a promotion, an exhibition, the ONLY ONE page", async ({ page }) => {
    await page.goto("/");
    await expect(section(page, "ranking").locator("article").first()).toBeVisible();
    await imagesLoaded(page);
    await page.screenshot({ path: shot("home-guest") });

    await page.locator("[data-promotion-no]").first().click();
    await expect(page).toHaveURL(/\/promotion\/period\?/);
    await expect(page.locator("article[data-item-cd]").first()).toBeVisible();
    await imagesLoaded(page);
    await page.screenshot({ path: shot("promotion-detail") });

    await page.goto("/exhibition?exhibitionNo=EX0001");
    await expect(page.locator("article[data-item-cd]").first()).toBeAttached();
    await imagesLoaded(page);
    await page.screenshot({ path: shot("exhibition") });

    await signInKorean(page);
    await expect(section(page, "member")).toBeVisible();
    await imagesLoaded(page);
    await page.screenshot({ path: shot("home") });
    await section(page, "member").evaluate((el) => {
      el.scrollIntoView({ block: "start" });
      window.scrollBy(0, -56);
    });
    await page.screenshot({ path: shot("home-member") });

    await page.goto("/membershipOnlyOne");
    await expect(page.locator("article[data-item-cd]").first()).toBeVisible();
    await imagesLoaded(page);
    await page.screenshot({ path: shot("exhibition-only-one") });
  });
});
