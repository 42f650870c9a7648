import type { Page } from "@playwright/test";
import { DEMO, expect, test } from "../fixtures/app";

/** Signs demo in through the login page, in Korean. */
async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("아이디").first().fill(DEMO.loginId);
  await page.getByLabel("비밀번호", { exact: true }).first().fill(DEMO.password);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}

import { ANDROID_APP_UA, BROWSER_UA } from "../native-host/agents";

/** Decision 310: pages arrive rendered by the server, and the browser hydrates them. */
test.use({ lang: "ko" });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("home, the product list and search results are already on the page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "셀러 홈" })).toBeVisible();
    await expect(page.locator("section").filter({ hasText: "지금 많이 찾는 상품" }).first()).toBeVisible();
    await page.goto("/product?category=10&sort=03");
    await expect(page.locator("main article[data-item-cd]")).toHaveCount(10);
    await page.goto(`/search/${encodeURIComponent("말벡")}`);
    await expect(page.locator("main article[data-item-cd]").filter({ hasText: "말벡" }).first()).toBeVisible();
  });

  test("an ordinary browser gets the landing screen from the server", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: BROWSER_UA, javaScriptEnabled: false });
    const landing = await context.newPage();
    await landing.goto("/promotion");
    await expect(landing.getByRole("link", { name: "앱으로 이동" })).toHaveAttribute(
      "href",
      `cellar://open?url=${encodeURIComponent("/promotion")}`,
    );
    await context.close();
  });

  test("a members' page is not rendered for a guest (the app sends them to login)", async ({ page }) => {
    await page.goto("/product/W0005");
    await expect(page.locator("#root")).toBeEmpty();
  });
});

test("a signed-in member's product page comes rendered for them, and hydrates without starting over", async ({
  page,
}) => {
  const replaced: string[] = [];
  page.on("console", (m) => {
    if (m.text().includes("[ssr]")) replaced.push(m.text());
  });
  await signIn(page);

  // The session cookie carries the member: the adult-only product shows in full, with member prices.
  const html = await (await page.request.get("/product/W0005", { headers: { "user-agent": ANDROID_APP_UA } })).text();
  expect(html).toContain("카이켄 울트라 말벡");
  expect(html).toContain('id="cellar-ssr-state"');
  expect(html).not.toContain("19세 이상만 볼 수 있는 상품입니다");

  const productCalls: string[] = [];
  page.on("request", (r) => {
    // The call without a chosen store (the one the server made when demo has no pick-up store).
    if (/\/api\/products\/W0005$/.test(r.url())) productCalls.push(r.url());
  });
  for (const path of ["/", "/product?category=10", "/product/W0005"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  }
  await expect(page.getByRole("heading", { name: "카이켄 울트라 말벡" })).toBeVisible();
  expect(replaced).toEqual([]);
  // The product came with the page: the browser does not ask for it again.
  expect(productCalls).toEqual([]);

  // Home with a viewed product: the server cannot know the viewed goods (they live in the
  // browser), so the section comes after hydration instead of breaking it.
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  await expect(
    page.locator("section").filter({ hasText: "최근 본 상품" }).getByText("카이켄 울트라 말벡"),
  ).toBeVisible();
  expect(replaced).toEqual([]);

  // The hydrated page responds.
  await page.goto("/product?category=10");
  await page.getByRole("group", { name: "세부 종류" }).getByRole("button", { name: "레드 와인" }).click();
  await expect(page).toHaveURL(/sCategories=1010/);
  expect(replaced).toEqual([]);
});

test("a server-rendered page starts its code without fetching the styles it already has inlined", async ({ page }) => {
  const css: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(".css")) css.push(r.url());
  });
  await page.goto("/product?category=10");
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  await expect(page.locator("html")).toHaveClass(/fonts-ready/);
  // Pretendard's declarations are the one stylesheet that comes later (decision 314).
  expect(css.filter((u) => !/\/fonts-[^/]+\.css$/.test(u))).toEqual([]);
});

test("signing out removes the session cookie: the next page is rendered for a guest", async ({ page, context }) => {
  await signIn(page);
  expect((await context.cookies()).map((c) => c.name)).toContain("cellar_at");
  await page.goto("/my");
  await page.getByRole("button", { name: "로그아웃" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "로그아웃" }).click();
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain("cellar_at");
  const html = await (await page.request.get("/", { headers: { "user-agent": ANDROID_APP_UA } })).text();
  expect(html).toContain('"mberNo":null');
});

test("the page paints in the system font, then switches to Pretendard once the text's slices are in", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/fonts-ready/);
  const font = await page.evaluate(() => ({
    family: getComputedStyle(document.body).fontFamily,
    loaded: document.fonts.check('16px "Pretendard"', document.getElementById("root")?.textContent ?? ""),
  }));
  expect(font.family.startsWith('"Pretendard"') || font.family.startsWith("Pretendard")).toBe(true);
  expect(font.loaded).toBe(true);
});
