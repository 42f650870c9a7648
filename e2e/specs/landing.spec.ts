import { test as base, expect, type Page } from "@playwright/test";
import { test as inApp, LANG_COOKIE } from "../fixtures/app";
import { BROWSER_UA, IOS_BROWSER_UA } from "../native-host/agents";

/** The UI in English, as the `lang` fixture sets it: the stored choice and its cookie (LANG_COOKIE). */
const english = async (page: Page, baseURL: string | undefined) => {
  await page.context().addCookies([{ name: LANG_COOKIE, value: "en", url: new URL("/", baseURL).href }]);
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
};
const openApp = (page: Page) => page.getByRole("link", { name: "go to the app" });
const download = (page: Page) => page.getByRole("link", { name: "download the app" });
const storeLinks = async (page: Page) =>
  (await (await page.request.get("/product-api/v1.0.0/api/app-config")).json()).data;

base.describe("in an ordinary browser", () => {
  base.use({ userAgent: BROWSER_UA });

  base("the whole app is replaced by the landing screen with its two buttons", async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto("/promotion?x=1");
    await expect(openApp(page)).toBeVisible();
    await expect(download(page)).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
    // The landing screen keeps the browser's scroll bar, as the app's pages do (decision 372).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth)).toBe("auto");
    // 'go to the app' opens the deep link with the current full address.
    await expect(openApp(page)).toHaveAttribute("href", `cellar://open?url=${encodeURIComponent(page.url())}`);
  });

  base("the server's landing screen is hydrated as it is, in Korean", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "warning" || m.type() === "error") warnings.push(m.text());
    });
    await page.goto("/");
    const link = page.getByRole("link", { name: "앱으로 이동" });
    await expect(link).toHaveAttribute("href", `cellar://open?url=${encodeURIComponent(page.url())}`);
    expect(warnings.filter((w) => w.includes("[ssr]") || w.includes("[start]"))).toEqual([]);
  });

  base("'download the app' goes to the Android store on Android", async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto("/");
    await expect(download(page)).toHaveAttribute("href", (await storeLinks(page)).appStoreUrlAndroid);
  });

  base("bypass pages open in a browser: login, card payment, my-page callback", async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto("/login");
    await expect(page.getByLabel("ID")).toBeVisible();
    await expect(openApp(page)).toHaveCount(0);

    await page.goto("/comm/commBill");
    await expect(page.locator("#root")).not.toBeEmpty();
    await expect(openApp(page)).toHaveCount(0);

    await page.goto("/my?callback=true");
    await expect(page.locator("#root")).not.toBeEmpty();
    await expect(openApp(page)).toHaveCount(0);

    // Without the callback flag, my page is not a bypass page.
    await page.goto("/my");
    await expect(openApp(page)).toBeVisible();
  });
});

base.describe("in a browser on an iPhone", () => {
  base.use({ userAgent: IOS_BROWSER_UA });

  base("'download the app' goes to the App Store", async ({ page, baseURL }) => {
    await english(page, baseURL);
    await page.goto("/");
    await expect(download(page)).toHaveAttribute("href", (await storeLinks(page)).appStoreUrlIos);
  });
});

inApp("inside the app the shell is shown, not the landing screen", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "주요 메뉴" })).toBeVisible();
  await expect(page.getByRole("link", { name: "앱으로 이동" })).toHaveCount(0);
});
