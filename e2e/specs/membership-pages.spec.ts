import { DEMO, expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";
import { newPerson, signUp } from "./account-helpers";

// English: checks the spec's English wording ('D-DAY', 'no usable coupons') and English accessible names.
test.use({ lang: "en" });

test("/membership shows the grade, progress to the next grade, every grade and the stamps", async ({ page }) => {
  await signIn(page);
  await page.goto("/membership");
  await expect(page.getByRole("heading", { name: "Gold grade" })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Progress to the next grade" })).toBeVisible();
  await expect(page.getByText(/(won more to reach|You have reached) Black/)).toBeVisible();
  const grades = page
    .getByRole("region", { name: "Grades and benefits" })
    .getByRole("listitem")
    .filter({ has: page.locator("strong") });
  await expect(grades).toHaveCount(4);
  await expect(page.getByText("Paid member", { exact: true })).toBeVisible();
  await expect(page.getByText("50,000 won", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Stamp card" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Stamp history" })).toBeVisible();
  await expect(page.locator("li[data-type]").first()).toBeVisible();
  await page.screenshot({ path: shot("membership") });
  await page.getByRole("heading", { name: "Stamp card" }).evaluate((el) => {
    el.scrollIntoView({ block: "start" });
    window.scrollBy(0, -72); // below the sticky header
  });
  await page.screenshot({ path: shot("membership-stamps") });
});

test("/coupon: status tabs and sort live in the URL; the detail lists usable stores and goods", async ({ page }) => {
  await signIn(page);
  await page.goto("/coupon");
  const items = page.locator("article[data-coupon-class]");
  await expect(items.first()).toContainText("매장 구매 5,000원 할인");
  await expect(items.first().locator("[data-dday]")).toHaveText("D-DAY");
  await page.screenshot({ path: shot("coupon") });

  await page.getByRole("combobox").selectOption("latest");
  await expect(page).toHaveURL(/order=latest/);
  await page.getByRole("tab", { name: "Used", exact: true }).click();
  await expect(page).toHaveURL(/searchType=USED/);
  await expect(items).toHaveCount(2);
  await expect(items.locator("[data-dday]")).toHaveCount(0);
  await page.getByRole("tab", { name: "Expired", exact: true }).click();
  await expect(items).toHaveCount(2);

  await page.goto("/coupon");
  await items
    .filter({ hasText: "전 채널 15% 할인" })
    .getByRole("button", { name: "Coupon details", exact: true })
    .click();
  const sheet = page.getByRole("dialog", { name: "Coupon details" });
  await expect(sheet).toContainText("청담점, 코엑스점");
  await expect(sheet).toContainText("샴페인 전 품목");
  await sheet.getByRole("button", { name: "Show barcode" }).click();
  await expect(page.getByRole("dialog", { name: "Coupon barcode" }).getByRole("img")).toHaveAttribute(
    "data-value",
    /.+/,
  );
  await page.screenshot({ path: shot("coupon-barcode"), animations: "disabled" });
});

test("a paged coupon call answered with 400 shows the server's message", async ({ page }) => {
  await signIn(page);
  await page.route("**/coupon/publish/pagination?*", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({ code: "9999", message: "잘못된 검색 조건입니다", data: null }),
    }),
  );
  await page.goto("/coupon");
  const alert = page.getByRole("alertdialog");
  await expect(alert).toContainText("잘못된 검색 조건입니다");
  await alert.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("no usable coupons")).toBeVisible();
});

test("/alert: unread notifications, reading one, marking all read, and a push refreshing the badge", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/alert");
  const badge = page.getByTestId("alarm-new-count");
  // The seed's 5 alarms (3 unread), plus what other specs and the server's jobs sent demo since
  // (a lucky draw's result, the wine-keep reminder): the badge counts the unread ones shown.
  const unread = page.locator('button[data-read="N"]');
  await expect(unread.first()).toBeVisible();
  const n = await unread.count();
  expect(n).toBeGreaterThanOrEqual(3);
  await expect(badge).toHaveText(String(n));
  expect(await page.locator("button[data-read]").count()).toBeGreaterThanOrEqual(5);
  await page.screenshot({ path: shot("alert") });

  await unread.last().click();
  await page.goto("/alert");
  await expect(badge).toHaveText(String(n - 1));
  await expect(unread).toHaveCount(n - 1);

  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(badge).toHaveText("0");
  await expect(page.locator('button[data-read="N"]')).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();

  const countCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/alarms/new-cnt")) countCalls.push(r.url());
  });
  await page.evaluate(() =>
    (window as unknown as { __nativeHost: { push: (d: unknown) => void } }).__nativeHost.push({
      title: "Your pickup is ready",
    }),
  );
  await expect(page.getByRole("status")).toContainText("Your pickup is ready");
  await expect.poll(() => countCalls.length).toBeGreaterThan(0);
});

test("prepaid top-up goes through the payment page and comes back confirmed", async ({ page }) => {
  await signIn(page, { loginId: "staff", password: DEMO.password });
  await page.goto("/membershipPay?tab=prepaid");
  const balance = page.getByTestId("prepaid-balance");
  await expect(balance).toHaveText(/ won$/);
  const before = Number(((await balance.textContent()) ?? "").replace(/\D/g, ""));
  await page.getByLabel("30,000 won").check();
  await page.getByRole("button", { name: "Top up 30,000 won" }).click();

  await expect(page).toHaveURL(/\/sandbox\//);
  await page.getByLabel(/Card number/).fill("4111 1111 1111 1111");
  await page.getByLabel(/Expiry/).fill("12/30");
  await page.getByLabel(/Card password/).fill("00");
  await page.getByRole("button", { name: /Pay/ }).click();

  await expect(page).toHaveURL(/\/membershipPay\?tab=prepaid$/);
  const done = page.getByRole("alertdialog");
  await expect(done).toContainText("30,000 won has been added to your prepaid balance.");
  await done.getByRole("button", { name: "Confirm" }).click();
  await expect(balance).toHaveText(`${(before + 30_000).toLocaleString("en-US")} won`);
  await expect(page.locator('li[data-type="CHARGE"]').first()).toContainText("+30,000");
  await page.screenshot({ path: shot("membership-pay-prepaid") });
});

test("paid membership: a non-member joins through the payment page; cancelling changes nothing", async ({ page }) => {
  // A new member each run: the join changes the account for good (a retry starts over).
  await signUp(page, newPerson());
  await page.goto("/membershipPay");
  await expect(page.getByTestId("paid-status")).toHaveText("Not joined");
  await page.getByRole("button", { name: /^Join/ }).click();
  await expect(page).toHaveURL(/\/sandbox\//);
  await page.getByRole("button", { name: /Cancel/ }).click();
  await expect(page).toHaveURL(/\/membershipPay\?tab=paid$/);
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("paid-status")).toHaveText("Not joined");

  await page.getByRole("button", { name: /^Join/ }).click();
  await page.getByLabel(/Card number/).fill("4111 1111 1111 1111");
  await page.getByLabel(/Expiry/).fill("12/30");
  await page.getByLabel(/Card password/).fill("00");
  await page.getByRole("button", { name: /Pay/ }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Your paid membership is active.");
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("paid-status")).toHaveText("Paid member");
  // The forced recheck set the paid flag for this member.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("cellar-membership") ?? ""))
    .toContain('"paidMberYn":"Y"');
  await page.screenshot({ path: shot("membership-pay") });
});

test("/membershipLoss: report the card lost, then reissue a new number", async ({ page }) => {
  await signIn(page, { loginId: "staff", password: DEMO.password });
  await page.goto("/membershipLoss");
  const number = page.getByTestId("loss-card-number");
  await expect(number).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
  const first = await number.textContent();
  await page.getByRole("button", { name: "Report lost" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Report lost" }).click();
  await expect(page.getByText("Reported lost", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Reissue card" }).click();
  await expect(number).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
  await expect(number).not.toHaveText(first ?? "");
  await page.screenshot({ path: shot("membership-loss") });
});
