import { BASIC, DEMO, expect, nativeCalls, pressNativeBack, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";

// English: checks the spec's English wording ('list of usable coupons', 'in-progress orders', 'D-DAY') and CONTRACT.md §5's names (one test reads it in Korean).
test.use({ lang: "en" });

const PAID_ONLY = ["80", "90", "100", "110"];

async function openPanel(page: import("@playwright/test").Page, user: { loginId: string; password: string }) {
  await signIn(page, user);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Membership card" }).click();
  const panel = page.getByRole("dialog", { name: "Membership card" });
  await expect(panel).toBeVisible();
  return panel;
}

test("demo sees the card barcode, the number in four groups and the large barcode with brightness", async ({
  page,
}) => {
  const panel = await openPanel(page, DEMO);
  await expect(panel.getByText(DEMO.name, { exact: true })).toBeVisible();
  await expect(panel.getByText("Gold", { exact: true })).toBeVisible();

  const number = panel.getByTestId("card-number");
  await expect(number).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
  const digits = ((await number.textContent()) ?? "").replace(/\s/g, "");
  const barcode = panel.getByRole("img", { name: "Membership card barcode" });
  await expect(barcode).toHaveAttribute("data-value", digits);
  await expect(barcode).toHaveAttribute("data-format", "CODE128");
  await expect(barcode).toHaveAttribute("data-height", "37");
  await expect(barcode).toHaveAttribute("data-drawn", "true");
  expect(await barcode.locator("rect").count()).toBeGreaterThan(10);
  expect(await page.evaluate(() => document.body.classList.contains("scroll-locked"))).toBe(true);

  await panel.getByRole("button", { name: "view larger" }).click();
  const large = page.getByRole("dialog", { name: "Membership card barcode" });
  await expect(large).toBeVisible();
  const largeBars = large.getByRole("img");
  await expect(largeBars).toHaveAttribute("data-value", digits);
  await expect(largeBars).toHaveAttribute("data-height", "70");
  await expect(largeBars).toHaveAttribute("data-bar-width", "3");
  expect((await large.boundingBox())?.height).toBe(560);
  await expect.poll(async () => (await nativeCalls(page, "WM0008")).map((c) => c.params.isOpen)).toEqual([true]);
  await large.getByRole("button", { name: "Close" }).click();
  await expect(large).toHaveCount(0);
  await expect.poll(async () => (await nativeCalls(page, "WM0008")).map((c) => c.params.isOpen)).toEqual([true, false]);

  // The dim background closes the panel and unlocks scrolling.
  await page.getByTestId("membership-panel-dim").click({ position: { x: 195, y: 820 } });
  await expect(panel).toHaveCount(0);
  expect(await page.evaluate(() => document.body.classList.contains("scroll-locked"))).toBe(false);
});

test("demo's coupon list shows values and D-n labels; orders show the voucher only on status 02", async ({ page }) => {
  const panel = await openPanel(page, DEMO);
  const coupons = panel.getByRole("button", { name: "Coupons" });
  const orders = panel.getByRole("button", { name: /^Orders/ });
  await expect(orders.getByTestId("orders-dot")).toBeAttached();

  await coupons.click();
  await expect(coupons).toHaveAttribute("aria-pressed", "true");
  await expect(panel.getByRole("heading", { name: "list of usable coupons" })).toBeVisible();
  const items = panel.locator("article");
  // Ending soonest first: the store coupon ends today, the all-channel coupon in three days.
  const today = items.filter({ hasText: "매장 구매 5,000원 할인" });
  await expect(today.locator("[data-dday]")).toHaveText("D-DAY");
  await expect(today.locator("strong")).toHaveText("5,000 won");
  await expect(today.getByText("Offline", { exact: true })).toBeVisible();
  const threeDays = items.filter({ hasText: "전 채널 15% 할인" });
  await expect(threeDays.locator("[data-dday]")).toHaveText("D-3");
  await expect(threeDays.locator("strong")).toHaveText("15%");
  await expect(threeDays.getByText("Online", { exact: true })).toBeVisible();
  await expect(threeDays.getByText("Offline", { exact: true })).toBeVisible();
  // No value: the benefit name stands in.
  await panel
    .getByRole("list")
    .last()
    .evaluate((el) => el.scrollIntoView({ block: "end" }));
  await expect(items.filter({ hasText: "와인잔 증정" }).locator("strong")).toHaveText("리델 와인잔 1개 증정");
  // Infinite scroll brought the second page: 16 usable coupons (4 paid-only) for the paid member demo.
  await panel.locator("[data-infinite-sentinel]").scrollIntoViewIfNeeded();
  await expect(items).toHaveCount(16);

  // Tooltip of an 'all' coupon: title, stores (brand prefix removed), goods and both hints.
  await threeDays.getByRole("button", { name: /^Coupon details/ }).click();
  const tip = page.getByRole("tooltip");
  await expect(tip).toContainText("online/offline discount");
  await expect(tip).toContainText("청담점, 코엑스점");
  await expect(tip).toContainText("샴페인 전 품목");
  await expect(tip).toContainText("Choose the coupon at the payment step.");
  await expect(tip).toContainText("Show the barcode at payment.");
  const tipBox = await tip.boundingBox();
  expect(tipBox?.width ?? 999).toBeLessThanOrEqual(232);
  expect(tipBox?.height ?? 999).toBeLessThanOrEqual(188);

  // Mini barcode of an offline coupon opens the publish number's large barcode; online ones have none.
  await expect(
    items.filter({ hasText: "웰컴 와인 10% 할인" }).getByRole("button", { name: /^Coupon barcode/ }),
  ).toHaveCount(0);
  await today.getByRole("button", { name: /^Coupon barcode/ }).click();
  const couponBarcode = page.getByRole("dialog", { name: "Coupon barcode" });
  await expect(couponBarcode.getByRole("img")).toHaveAttribute("data-value", /.+/);
  await couponBarcode.getByRole("button", { name: "Close" }).click();

  // Switching to orders turns coupons off and starts the order list at page 1.
  await orders.click();
  await expect(coupons).toHaveAttribute("aria-pressed", "false");
  await expect(panel.getByRole("heading", { name: "list of usable coupons" })).toHaveCount(0);
  await expect(panel.getByRole("heading", { name: "in-progress orders" })).toBeVisible();
  const rows = panel.locator("li[data-order-status]");
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/^\[.+\] .+\d{4}\.\d{2}\.\d{2}/);
  const voucherRows = rows.filter({ has: page.getByRole("button", { name: "exchange voucher" }) });
  await expect(voucherRows).not.toHaveCount(0);
  for (const status of await voucherRows.evaluateAll((els) => els.map((e) => e.getAttribute("data-order-status")))) {
    expect(status).toBe("02");
  }
  const others = rows.filter({ hasNot: page.getByRole("button", { name: "exchange voucher" }) });
  for (const status of await others.evaluateAll((els) => els.map((e) => e.getAttribute("data-order-status")))) {
    expect(status).not.toBe("02");
  }
  await voucherRows.first().getByRole("button", { name: "exchange voucher" }).click();
  const voucher = page.getByRole("dialog", { name: "Exchange voucher barcode" });
  await expect(voucher.getByRole("img")).toHaveAttribute("data-value", /.+/);
  await page.screenshot({ path: shot("membership-voucher"), animations: "disabled" });
  await voucher.getByRole("button", { name: "Close" }).click();
  await page.screenshot({ path: shot("panel-orders") });

  // Pressing the active toggle turns it off.
  await orders.click();
  await expect(orders).toHaveAttribute("aria-pressed", "false");
  await expect(panel.getByRole("heading", { name: "in-progress orders" })).toHaveCount(0);
  await coupons.click();
  await expect(items.first()).toBeVisible();
  await page.screenshot({ path: shot("panel-coupons") });
});

test("basic never sees a class 80-110 coupon, in the panel or on /coupon", async ({ page }) => {
  const panel = await openPanel(page, BASIC);
  await panel.getByRole("button", { name: "Coupons" }).click();
  const items = panel.locator("article[data-coupon-class]");
  await expect(items).toHaveCount(3);
  const classes = await items.evaluateAll((els) => els.map((e) => e.getAttribute("data-coupon-class")));
  expect(classes.filter((c) => PAID_ONLY.includes(c ?? ""))).toEqual([]);
  await expect(panel.getByText(/유료 멤버십/)).toHaveCount(0);
  await panel.getByRole("button", { name: "Close" }).click();

  await page.goto("/coupon");
  await expect(page.getByRole("tab", { name: "Usable", exact: true })).toHaveAttribute("aria-selected", "true");
  const pageItems = page.locator("article[data-coupon-class]");
  await expect(pageItems).toHaveCount(3);
  const pageClasses = await pageItems.evaluateAll((els) => els.map((e) => e.getAttribute("data-coupon-class")));
  expect(pageClasses.filter((c) => PAID_ONLY.includes(c ?? ""))).toEqual([]);
  await expect(page.getByText(/유료 멤버십/)).toHaveCount(0);
});

test.describe("in Korean", () => {
  test.use({ lang: "ko" });

  test("the holder's name carries the honorific 님", async ({ page }) => {
    await signIn(page);
    await page.goto("/");
    await page.getByRole("button", { name: "멤버십 카드" }).click();
    const panel = page.getByRole("dialog", { name: "멤버십 카드" });
    await expect(panel.getByText(`${DEMO.name}님`, { exact: true })).toBeVisible();
    await panel.getByRole("button", { name: "쿠폰" }).click();
    await expect(panel.getByRole("heading", { name: "사용 가능한 쿠폰 목록" })).toBeVisible();
    await expect(panel.locator("article").filter({ hasText: "매장 구매 5,000원 할인" }).locator("strong")).toHaveText(
      "5,000원",
    );
  });
});

test("the native back button closes the large barcode first, then the panel", async ({ page }) => {
  await openPanel(page, DEMO);
  await page.getByRole("button", { name: "Close" }).click();
  // On /search (back not allowed) the back button goes to the open popups (SPEC §2).
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await nav.getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await nav.getByRole("button", { name: "Membership card" }).click();
  const panel = page.getByRole("dialog", { name: "Membership card" });
  await panel.getByRole("button", { name: "view larger" }).click();
  const large = page.getByRole("dialog", { name: "Membership card barcode" });
  await expect(large).toBeVisible();
  await pressNativeBack(page);
  await expect(large).toHaveCount(0);
  await expect(panel).toBeVisible();
  await pressNativeBack(page);
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(/\/search$/);
});

test("leaving the page closes the panel", async ({ page }) => {
  const panel = await openPanel(page, DEMO);
  // A history entry as React Router writes it (its own key): the first page of a load has the key
  // "default", so an entry without one would look like no navigation at all
  await page.evaluate(() => {
    const state = { usr: null, key: "elsewhere", idx: 1 };
    window.history.pushState(state, "", "/search");
    window.dispatchEvent(new PopStateEvent("popstate", { state }));
  });
  await expect(page).toHaveURL(/\/search$/);
  await expect(panel).toHaveCount(0);
});
