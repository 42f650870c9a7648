import { DEMO, expect, submitLogin, test } from "../fixtures/app";

// English: finds the bottom bar by CONTRACT.md §5's accessible names.
test.use({ lang: "en" });

test("the bottom bar tabs navigate and the centre button needs a login", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();

  await nav.getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.goto("/");
  await nav.getByRole("link", { name: "Community" }).click();
  await expect(page).toHaveURL(/\/(community|login\?.*)$/);

  await page.goto("/");
  await nav.getByRole("button", { name: "Membership card" }).click();
  await expect(page).toHaveURL(/\/login\?redirectPath=%2F/);
  await submitLogin(page, DEMO);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  await page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Membership card" }).click();
  const sheet = page.getByRole("dialog", { name: "Membership card" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(DEMO.name)).toBeVisible();
  await expect(sheet.getByText(/^\d{4} \d{4} \d{4} \d{4}$/)).toBeVisible();
});

test("scroll-to-top appears past 100 px and taps bring the page back to top", async ({ page }) => {
  await page.goto("/guide");
  const toTop = page.getByRole("button", { name: "Back to top" });
  await expect(toTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 90));
  await page.waitForTimeout(200);
  await expect(toTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(toTop).toBeVisible();
  expect(await toTop.evaluate((el) => getComputedStyle(el).bottom)).toBe("104px");
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toHaveCount(0);
});

test("tapping the current tab scrolls to top; navigating starts the new page at the top", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main menu" });
  // The behaviour does not depend on the page's content; make sure the document can scroll
  // whatever the home page holds and whichever fonts the machine has.
  await page
    .locator("main")
    .first()
    .evaluate((el) => {
      (el as HTMLElement).style.minHeight = "3000px";
    });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2000);
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 300));
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(0);
  await nav.getByRole("link", { name: "Home" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  await page
    .locator("main")
    .first()
    .evaluate((el) => {
      (el as HTMLElement).style.minHeight = "3000px";
    });
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await nav.getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
  // the address changes as the navigation commits; the new page is put at the top as it renders
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
