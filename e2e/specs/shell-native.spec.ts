import { DEMO, expect, nativeCalls, pressNativeBack, submitLogin, test } from "../fixtures/app";

type PaymentState = { payType: string | null; easyPayResult: { code: string }; regularPayResult: { code: string } };
const paymentState = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("cellar-payment") ?? "{}") as { state: PaymentState }).state);

test("the app's page keeps the browser's own scroll bar", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "주요 메뉴" })).toBeVisible();
  // Decision 372 undid decision 362 (the bar was hidden only for a benchmark). Measured on the
  // root, which is what scrolls.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth)).toBe("auto");
});

test("the native back button goes back on ordinary routes and stays on main without history", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "검색" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.goto("/guide");
  await pressNativeBack(page);
  await expect(page).toHaveURL(/\/search$/);

  await page.goto("/");
  await pressNativeBack(page);
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("during a payment the native back button writes the cancel result 999990 and clears the pay type", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() =>
    localStorage.setItem("cellar-payment", JSON.stringify({ state: { payType: "EASYPAY" }, version: 0 })),
  );
  await page.goto("/guide");
  await page.goto("/comm/commBillEasyPay");
  await pressNativeBack(page);
  await expect.poll(async () => (await paymentState(page)).payType).toBeNull();
  expect((await paymentState(page)).easyPayResult.code).toBe("999990");
  await expect(page).toHaveURL(/\/comm\/commBillEasyPay$/); // the press is consumed, no navigation

  // A general (card) payment writes the regular-payment result.
  await page.evaluate(() =>
    localStorage.setItem("cellar-payment", JSON.stringify({ state: { payType: "GENERAL" }, version: 0 })),
  );
  await page.reload();
  await pressNativeBack(page);
  await expect.poll(async () => (await paymentState(page)).regularPayResult.code).toBe("999990");

  // A prepaid top-up only clears the pay type.
  await page.evaluate(() =>
    localStorage.setItem("cellar-payment", JSON.stringify({ state: { payType: "prePaidCharge" }, version: 0 })),
  );
  await page.reload();
  await pressNativeBack(page);
  await expect.poll(async () => (await paymentState(page)).payType).toBeNull();
  expect((await paymentState(page)).easyPayResult.code).toBe("");
});

test.describe("start-up", () => {
  test.use({ nativeHost: { pushToken: "e2e-push-token", adId: "" } });

  test("asks the native app for the push token, the ad id and a cache clear on a new version", async ({ page }) => {
    await page.goto("/");
    await expect.poll(async () => (await nativeCalls(page, "WM0002")).length).toBe(1);
    await expect.poll(async () => (await nativeCalls(page, "WM0014")).length).toBe(1);
    // The first run has no stored version, so the app asks for a cache clear and stores 7 days of it.
    await expect.poll(async () => (await nativeCalls(page, "WM0013")).length).toBe(1);
    // The version is stored once the native app has answered the clear-cache request.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("appVersion"))).toContain("1.4.0");
    // An empty ad id means no remarketing script.
    await expect(page.locator("script#cellar-remarketing")).toHaveCount(0);

    await page.reload();
    await page.waitForTimeout(500);
    expect(await nativeCalls(page, "WM0013")).toHaveLength(0); // same version: no clear-cache request
  });
});

test.describe("start-up with an ad tracking id", () => {
  test.use({ nativeHost: { adId: "ad-0042" } });

  test("injects the remarketing script with the member id and the tracking id", async ({ page }) => {
    const loaded: string[] = [];
    await page.route("https://remarketing.example/**", (route) => {
      loaded.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: "window.__remarketingLoaded = true;" });
    });
    await page.goto("/login");
    await submitLogin(page, DEMO);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    loaded.length = 0;
    await page.reload();
    const script = page.locator("script#cellar-remarketing");
    await expect(script).toHaveAttribute("data-ad-id", "ad-0042");
    await expect(script).toHaveAttribute("data-member-id", /.{16,}/);
    await expect
      .poll(() => page.evaluate(() => (window as { __remarketingLoaded?: boolean }).__remarketingLoaded))
      .toBe(true);
    expect(loaded).toHaveLength(1);
  });
});
