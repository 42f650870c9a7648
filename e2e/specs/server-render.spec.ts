import type { Page } from "@playwright/test";
import { DEMO, expect, test } from "../fixtures/app";
import { ANDROID_APP_UA, BROWSER_UA } from "../native-host/agents";
import { COMMERCE, emptyCart, memberCall } from "./checkout-helpers";

/**
 * Decision 372: pages arrive rendered by React Router's server handler (in the shopper's language,
 * for the member of the session cookie), and the browser hydrates them.
 */
test.use({ lang: "ko" });

/**
 * Holds the app's code back until the returned release is called, so what a test does on the
 * server-rendered page surely happens before the page is live.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const notLiveYet = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();

/** Signs demo in through the login page, in Korean. */
async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("아이디").first().fill(DEMO.loginId);
  await page.getByLabel("비밀번호", { exact: true }).first().fill(DEMO.password);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}

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
});

test("inside the app, a guest asking for a members-only page is sent to login in the first answer", async ({
  request,
}) => {
  for (const path of ["/product/W0005", "/cart?from=home", "/my"]) {
    const res = await request.get(path, { headers: { "user-agent": ANDROID_APP_UA }, maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers().location, path).toBe(`/login?redirectPath=${encodeURIComponent(path)}&isBackHome=true`);
  }
  // In an ordinary browser the landing screen shows instead (SPEC §1): no redirect.
  const browser = await request.get("/product/W0005", { headers: { "user-agent": BROWSER_UA }, maxRedirects: 0 });
  expect(browser.status()).toBe(200);
  // A public page is not redirected.
  const home = await request.get("/", { headers: { "user-agent": ANDROID_APP_UA }, maxRedirects: 0 });
  expect(home.status()).toBe(200);
});

test("a signed-in member's product page comes rendered for them, and hydrates without errors", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (/hydrat|did not match/i.test(m.text())) problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  await signIn(page);

  // The session cookie carries the member: the adult-only product shows in full, with member prices.
  const html = await (await page.request.get("/product/W0005", { headers: { "user-agent": ANDROID_APP_UA } })).text();
  expect(html).toContain("카이켄 울트라 말벡");
  expect(html).not.toContain("19세 이상만 볼 수 있는 상품입니다");

  const productCalls: string[] = [];
  page.on("request", (r) => {
    // The call without a chosen store: the server made it (demo has no pick-up store).
    if (/\/api\/products\/W0005$/.test(r.url())) productCalls.push(r.url());
  });
  for (const path of ["/", "/product?category=10", "/product/W0005"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  }
  await expect(page.getByRole("heading", { name: "카이켄 울트라 말벡" })).toBeVisible();
  // The product came with the page: the browser does not ask for it again.
  expect(productCalls).toEqual([]);

  // Home with a viewed product: the server cannot know the viewed goods (they live in the
  // browser), so the section comes after hydration instead of breaking it.
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
  await expect(
    page.locator("section").filter({ hasText: "최근 본 상품" }).getByText("카이켄 울트라 말벡"),
  ).toBeVisible();

  // The hydrated page responds.
  await page.goto("/product?category=10");
  await page.getByRole("group", { name: "세부 종류" }).getByRole("button", { name: "레드 와인" }).click();
  await expect(page).toHaveURL(/sCategories=1010/);
  expect(problems).toEqual([]);
});

test("signing out removes the session cookie: the next page is rendered for a guest", async ({ page, context }) => {
  await signIn(page);
  expect((await context.cookies()).map((c) => c.name)).toContain("cellar_at");
  await page.goto("/my");
  await page.getByRole("button", { name: "로그아웃" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "로그아웃" }).click();
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain("cellar_at");
  const res = await page.request.get("/my", { headers: { "user-agent": ANDROID_APP_UA }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
});

test("text paints at once in a fallback sized like Pretendard, and Pretendard takes over", async ({ page }) => {
  await page.goto("/");
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family).toMatch(/^"?Pretendard"?, "Pretendard Fallback"/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        document.fonts.check('16px "Pretendard"', document.getElementById("root")?.textContent ?? ""),
      ),
    )
    .toBe(true);
});

for (const lang of ["ko", "en"] as const) {
  test.describe(`typing before the page is live (${lang})`, () => {
    test.use({ lang });

    test("what was typed into the login form the moment it appeared is what signs in", async ({ page }) => {
      const texts =
        lang === "ko"
          ? { id: "아이디", password: "비밀번호", submit: "로그인" }
          : { id: "ID", password: "Password", submit: "Log in" };
      const release = await holdScripts(page);
      await page.goto("/login", { waitUntil: "commit" });
      const id = page.getByLabel(texts.id, { exact: true }).first();
      await id.waitFor();
      await notLiveYet(page);
      await id.pressSequentially(DEMO.loginId);
      await page.getByLabel(texts.password, { exact: true }).first().pressSequentially(DEMO.password);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      release();
      await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
      await expect(id).toHaveValue(DEMO.loginId);
      await page.getByRole("button", { name: texts.submit, exact: true }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    });
  });
}

test.describe("what a person does before the page is live is kept", () => {
  test("a search word typed at once is what is searched", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/search", { waitUntil: "commit" });
    const box = page.getByRole("searchbox", { name: "검색어" });
    await box.waitFor();
    await notLiveYet(page);
    await box.pressSequentially("말벡");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
    await expect(box).toHaveValue("말벡");
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent("말벡")}$`));
  });

  test("the order sheet arrives rendered; the consent ticked and the request typed before it is live count", async ({
    page,
  }) => {
    await signIn(page);
    await emptyCart(page);
    await memberCall(page, "POST", `${COMMERCE}/cart/A`, {
      items: [{ itemCd: "W0005", tnantCd: "T0001", itemQty: 1 }],
    });
    await page.goto("/cart");
    await page.getByRole("checkbox").first().check();
    await page.getByRole("button", { name: /주문하기/ }).click();
    await expect(page).toHaveURL(/\/order\?cartNos=\d[\d%C,]*$/);
    const sheet = page.url();

    const release = await holdScripts(page);
    await page.goto(sheet, { waitUntil: "commit" });
    const agree = page.getByLabel(/주문 내용을 확인했으며 결제에 동의합니다/);
    await agree.waitFor();
    await notLiveYet(page);
    const pay = page.getByRole("button", { name: /원 결제하기$/ });
    await expect(pay).toBeDisabled();
    await agree.check();
    await page.getByLabel("매장 요청사항").pressSequentially("선물 포장");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "true");
    await expect(agree).toBeChecked();
    await expect(page.getByLabel("매장 요청사항")).toHaveValue("선물 포장");
    await expect(pay).toBeEnabled();
    await emptyCart(page);
  });
});
