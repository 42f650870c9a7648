import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";

const cards = (page: Page) => page.locator("main article[data-item-cd]");

/** Scrolls to the bottom until `count` cards are shown (the infinite sentinel loads the next pages). */
async function scrollUntil(page: Page, count: number) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await cards(page).count()).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 15_000 });
}

const itemCds = (page: Page) => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-item-cd")));

test.describe("in Korean", () => {
  test.use({ lang: "ko" });

  test("filter + sort + scroll to page 3, reload: the same list, near the same place", async ({ page }) => {
    test.setTimeout(60_000); // three pages, a reload and their waits: over 30 s on a busy machine
    await page.goto("/product");
    await expect(cards(page)).toHaveCount(10);
    await page.screenshot({ path: shot("product-list") });

    // Category chip, then a sub-category, a country from the sheet, and a sort.
    await page.getByRole("group", { name: "카테고리" }).getByRole("button", { name: "와인", exact: true }).click();
    await expect(page).toHaveURL(/\/product\?category=10$/);
    await page.getByRole("group", { name: "세부 종류" }).getByRole("button", { name: "레드 와인" }).click();
    await expect(page).toHaveURL(/category=10&sCategories=1010/);

    await page.getByRole("button", { name: /^필터/ }).click();
    const sheet = page.getByRole("dialog", { name: "필터" });
    await sheet.getByRole("group", { name: "국가" }).getByRole("button", { name: "프랑스" }).click();
    await expect(sheet.getByRole("button", { name: /^[\d,]+개 상품 보기$/ })).toBeVisible();
    await sheet.getByRole("heading", { name: "카테고리" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("product-list-filter") });
    await sheet.getByRole("button", { name: /^[\d,]+개 상품 보기$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/country=FR/);

    await page.getByRole("combobox", { name: "정렬" }).selectOption("03");
    await expect(page).toHaveURL(/sort=03/);
    await expect(cards(page)).toHaveCount(10);
    const count = await page.getByText(/^총 [\d,]+개$/).textContent();
    expect(Number((count ?? "").replace(/\D/g, ""))).toBeGreaterThan(30);

    await scrollUntil(page, 30);
    // Back up from the end so the sentinel stops loading, then wait until the address has caught up
    // with what is shown: page 3, or one more if the last scroll reached the sentinel again.
    await page.locator('[data-list-index="24"]').evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.waitForLoadState("networkidle");
    const shownPage = () => Number(new URL(page.url()).searchParams.get("page"));
    await expect.poll(async () => (await cards(page).count()) === shownPage() * 10).toBe(true);
    // The middle of page 2: far enough from the end that the sentinel stays out of view.
    await page.locator('[data-list-index="14"]').evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(300); // the position is saved on the next frame
    // A page the sentinel asked for just before may still have arrived: read the list as it is now.
    await page.waitForLoadState("networkidle");
    await expect.poll(async () => (await cards(page).count()) === shownPage() * 10).toBe(true);
    const pages = shownPage();
    expect(pages).toBeGreaterThanOrEqual(3);
    const before = await itemCds(page);
    expect(before).toHaveLength(pages * 10);
    const scrolled = await page.evaluate(() => window.scrollY);

    await page.reload();
    await expect(cards(page)).toHaveCount(before.length);
    expect(await itemCds(page)).toEqual(before);
    await expect(page).toHaveURL(new RegExp(`page=${pages}$`));
    await expect(page.getByText(/^총 [\d,]+개$/)).toHaveText(count ?? "");
    await expect(page.getByRole("combobox", { name: "정렬" })).toHaveValue("03");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 200);
  });

  test("the empty result offers a reset of the filters", async ({ page }) => {
    // Accessories have no score: a minimum score leaves nothing.
    await page.goto("/product?category=70&score=95");
    await expect(page.getByText("조건에 맞는 상품이 없어요")).toBeVisible();
    await page.getByRole("button", { name: "필터 초기화" }).click();
    await expect(page).toHaveURL(/\/product$/);
    await expect(cards(page)).toHaveCount(10);
  });
});

test("back from a product restores the list and its place", async ({ page }) => {
  await signIn(page);
  await page.goto("/product?category=20&sort=02");
  await expect(cards(page)).toHaveCount(10);
  await scrollUntil(page, 20);
  const target = cards(page).nth(12);
  const itemCd = await target.getAttribute("data-item-cd");
  await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.waitForTimeout(300);
  const y = await page.evaluate(() => window.scrollY);
  const shown = await cards(page).count();
  const listUrl = page.url();
  expect(listUrl).toMatch(/\/product\?category=20&sort=02&page=\d$/);
  await target.getByRole("link", { name: /.+/ }).last().click();
  await expect(page).toHaveURL(new RegExp(`/product/${itemCd}$`));
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(cards(page)).toHaveCount(shown);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 100);
  await expect(page.locator(`article[data-item-cd="${itemCd}"]`)).toBeInViewport();
});
