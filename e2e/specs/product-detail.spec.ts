import type { Page } from "@playwright/test";
import { DEMO, expect, nativeCalls, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";
import { memberCall } from "./checkout-helpers";

// English: checks English texts ('added to wish list') and accessible names (one test reads the page in Korean).
test.use({ lang: "en" });

const API = "/product-api/v1.0.0/api";

async function scrollTo(page: Page, heading: string) {
  await page.getByRole("heading", { name: heading }).evaluate((el) => {
    el.scrollIntoView({ block: "start" });
    window.scrollBy(0, -64); // below the sticky header
  });
}

test("a product shows its images, prices, facts and tasting notes; images and share go to the native app", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/product/W0005");
  await expect(page.getByRole("heading", { name: "카이켄 울트라 말벡" })).toBeVisible();
  await expect(page.getByTestId("sale-price")).toHaveText(/\d won/);
  await expect(page.getByText("Paid member price")).toBeVisible();
  // demo is not an employee
  await expect(page.getByText("Employee price")).toHaveCount(0);
  const hero = page.getByRole("region", { name: "Product images" }).locator("img").first();
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: shot("product-detail") });

  await hero.click();
  await expect
    .poll(async () => (await nativeCalls(page, "WM0011")).map((c) => String(c.params.imageUrl)))
    .toEqual([expect.stringMatching(/\/api\/file\/thumbnail\?FILE_SEQ_NO=1&FILE_ID=/)]);
  await page.getByRole("button", { name: "Share" }).click();
  await expect
    .poll(async () => (await nativeCalls(page, "WM0007")).map((c) => String(c.params.shareUrl)))
    .toEqual([expect.stringMatching(/\/product\/W0005$/)]);

  await expect(page.getByRole("heading", { name: "Tasting notes" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Body \d of 5$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Food pairing" })).toBeVisible();
  await scrollTo(page, "Tasting notes");
  await page.screenshot({ path: shot("product-notes") });

  // viewed goods: recorded on open
  const viewed = await page.evaluate(() => JSON.parse(localStorage.getItem("viewedGoods") ?? "[]"));
  expect(viewed[0].itemCd).toBe("W0005");
});

test("an employee sees the employee price", async ({ page }) => {
  await signIn(page, { loginId: "staff", password: DEMO.password });
  await page.goto("/product/W0002");
  await expect(page.getByRole("heading", { name: "클라우디 베이 소비뇽 블랑" })).toBeVisible();
  const line = page.locator('[data-price="employee"]');
  await expect(line).toContainText("Employee price");
  await expect(line).toContainText(/\d won/);
});

test("the options sheet: option, quantity within limits and the total", async ({ page }) => {
  await signIn(page);
  // a demo-order wine that has an option (gift box or glass set) on sale
  type Opt = { optClasNm: string; saleUprc: number; soldOut: boolean };
  let itemCd = "W0005";
  let option: Opt | undefined;
  for (let n = 1; n <= 12 && !option; n++) {
    const cd = `W${String(n).padStart(4, "0")}`;
    const res = await page.request.get(`${API}/products/${cd}`);
    const data = ((await res.json()) as { data: { soldOut: boolean; options: Opt[] } }).data;
    const usable = data.soldOut ? undefined : data.options.find((o) => !o.soldOut);
    if (usable) {
      itemCd = cd;
      option = usable;
    }
  }
  await page.goto(`/product/${itemCd}`);
  await page.getByRole("button", { name: "Buy" }).click();
  const sheet = page.getByRole("dialog", { name: "Choose options" });
  await expect(sheet).toBeVisible();
  const total = sheet.getByTestId("option-total");
  const won = (n: number) => `${n.toLocaleString("en-US")} won`;
  const unit = Number(((await total.textContent()) ?? "").replace(/\D/g, ""));
  expect(unit).toBeGreaterThan(0);
  await expect(sheet.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  await sheet.getByRole("button", { name: "Increase quantity" }).click();
  await sheet.getByRole("button", { name: "Increase quantity" }).click();
  await expect(sheet.getByTestId("option-qty")).toHaveText("3");
  await expect(total).toHaveText(won(unit * 3));
  if (option) {
    await sheet.getByRole("radio", { name: new RegExp(option.optClasNm) }).check();
    await expect(total).toHaveText(won((unit + option.saleUprc) * 3));
  }
  await sheet.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(total).toHaveText(won((unit + (option?.saleUprc ?? 0)) * 2));
  await expect(sheet.getByRole("button", { name: "Add to cart" })).toBeVisible();
  await page.screenshot({ path: shot("product-options") });
});

test("the wish-list heart shows its toasts, also when the call fails, and the list is on my page", async ({ page }) => {
  await signIn(page);
  // W0002 and W0004 are not in demo's seeded wish-list; a retry starts from there too
  for (const itemCd of ["W0002", "W0004"]) await memberCall(page, "DELETE", `${API}/attention/${itemCd}`);
  await page.goto("/product/W0004");
  const add = page.getByRole("button", { name: "Add to wish list" });
  await add.click();
  await expect(page.getByText("Added to wish list")).toBeVisible();
  const remove = page.getByRole("button", { name: "Remove from wish list" });
  await expect(remove).toHaveAttribute("aria-pressed", "true");
  await remove.click();
  await expect(page.getByText("Removed from wish list")).toBeVisible();
  await expect(add).toHaveAttribute("aria-pressed", "false");

  // the call fails: the toast still shows, no error popup, the heart goes back
  await page.route(`**${API}/attention*`, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ code: "9999", message: "x" }),
    }),
  );
  await add.click();
  await expect(page.getByText("Added to wish list")).toBeVisible();
  await expect(add).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await page.unroute(`**${API}/attention*`);

  // two more items in the wish-list (newest first on my page). The heart turns at once; the call
  // is awaited before leaving the page, or the navigation could cancel it
  const added = () =>
    page.waitForResponse((r) => r.url().endsWith(`${API}/attention`) && r.request().method() === "POST");
  await Promise.all([added(), add.click()]);
  await expect(page.getByRole("button", { name: "Remove from wish list" })).toBeVisible();
  await page.goto("/product/W0002");
  await Promise.all([added(), page.getByRole("button", { name: "Add to wish list" }).click()]);
  await expect(page.getByRole("button", { name: "Remove from wish list" })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/my");
  const section = page.getByRole("region", { name: /My wish list/ });
  const cards = section.locator("article[data-item-cd]");
  await expect(cards.first()).toHaveAttribute("data-item-cd", "W0002");
  await expect(cards.nth(1)).toHaveAttribute("data-item-cd", "W0004");
  const count = await cards.count();
  await section.getByRole("heading").scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("wishlist-my") });

  await section.getByRole("button", { name: /^Remove 클라우디 베이/ }).click();
  await expect(page.getByText("Removed from wish list")).toBeVisible();
  await expect(cards.first()).toHaveAttribute("data-item-cd", "W0004");
  await expect(cards).toHaveCount(count - 1);
  await section.getByRole("button", { name: "Remove all" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove all" }).click();
  await expect(section.getByText("Your wish list is empty")).toBeVisible();
});

test("a sold-out product takes a restock alert, listed on /my/restock and cancellable", async ({ page }) => {
  await signIn(page);
  const headers = await page.evaluate(() =>
    Object.fromEntries(
      ["x-em-type", "x-scm-token", "x-ref-token"].flatMap((k) => {
        const v = localStorage.getItem(k);
        return v ? [[k, v]] : [];
      }),
    ),
  );
  // best sellers that are sold out everywhere, and not yet asked for by demo (the seed asks for one)
  let target: { itemCd: string; itemNm: string } | undefined;
  for (let pageNo = 1; pageNo <= 4 && !target; pageNo++) {
    const res = await page.request.get(`${API}/products?pageSize=50&pageNo=${pageNo}`, { headers });
    const list = ((await res.json()) as { data: { list: { itemCd: string; itemNm: string; soldOut: boolean }[] } }).data
      .list;
    for (const p of list.filter((x) => x.soldOut)) {
      const detail = await page.request.get(`${API}/products/${p.itemCd}`, { headers });
      if (!((await detail.json()) as { data: { restockAlarm: boolean } }).data.restockAlarm) {
        target = p;
        break;
      }
    }
  }
  expect(target, "a sold-out best seller without a restock alert").toBeTruthy();
  await page.goto(`/product/${target!.itemCd}`);
  await page.getByRole("button", { name: "Notify me when restocked" }).click();
  await expect(page.getByText("We will let you know when it is back")).toBeVisible();
  await expect(page.getByRole("button", { name: "Restock alert on" })).toBeDisabled();

  await page.goto("/my/restock");
  const item = page.locator("li[data-restock]").filter({ hasText: target!.itemNm });
  await expect(item).toHaveAttribute("data-restock", "waiting");
  await page.screenshot({ path: shot("wishlist-restock") });
  await item.getByRole("button", { name: /^Cancel the restock alert/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel alert" }).click();
  await expect(page.getByText("Restock alert cancelled")).toBeVisible();
  await expect(item).toHaveCount(0);
});

test("the store picker lists stores with stock; the chosen store's stock shows and is kept", async ({ page }) => {
  await signIn(page);
  await page.goto("/product/W0005");
  const stock = page.getByRole("region", { name: "Store stock" });
  await expect(stock).toContainText("Choose your store to see its stock.");
  await stock.getByRole("button", { name: "Choose a store" }).click();
  const picker = page.getByRole("dialog", { name: "Stores with stock" });
  const first = picker
    .getByRole("button")
    .filter({ hasText: /in stock/ })
    .first();
  await expect(first).toBeVisible();
  const name = ((await first.locator("span").first().textContent()) ?? "").trim();
  await first.click();
  await expect(picker).toHaveCount(0);
  await expect(stock).toContainText(name);
  await expect(stock.getByTestId("store-qty")).toHaveText(/(\d+ in stock|Only \d+ left)/);
  await page.reload();
  await expect(page.getByRole("region", { name: "Store stock" }).getByTestId("store-qty")).toBeVisible();
  await expect(page.getByRole("region", { name: "Store stock" })).toContainText(name);
});

test.describe("in Korean (the default language)", () => {
  test.use({ lang: "ko" });

  test("the product page reads in Korean", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("아이디", { exact: false }).first().fill(DEMO.loginId);
    await page.getByLabel("비밀번호", { exact: false }).first().fill(DEMO.password);
    await page.getByRole("button", { name: "로그인" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto("/product/W0005");
    await expect(page.getByRole("heading", { name: "카이켄 울트라 말벡" })).toBeVisible();
    await expect(page.getByText("유료회원가")).toBeVisible();
    await expect(page.getByRole("button", { name: "구매하기" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^찜(하기| 해제하기)$/ })).toBeVisible();
    await scrollTo(page, "테이스팅 노트");
    await page.screenshot({ path: shot("product-notes-ko") });
  });
});
