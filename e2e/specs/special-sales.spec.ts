import { expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { E2E_MNGR_API_KEY } from "../playwright.config";
import { payOnSandbox } from "./checkout-helpers";

/** Issue 22, special sales: a guest enters the invitation code, orders for pick-up, pays, looks the order up. */

test("a guest enters the code, adds to the special cart, orders and pays, and finds the order", async ({ page }) => {
  test.slow();
  await page.goto("/specialSales");
  const code = page.getByLabel("초대 코드");
  await expect(code).toBeVisible();
  await page.screenshot({ path: shot("special-sales-gate") });

  await code.fill("WRONG-CODE");
  await page.getByRole("button", { name: "입장하기" }).click();
  await expect(page.getByText("초대 코드가 올바르지 않습니다")).toBeVisible();

  await code.fill("special2026");
  await page.getByRole("button", { name: "입장하기" }).click();
  await expect(page.getByRole("heading", { name: "파트너사 임직원 특별 판매" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("x-em-type"))).toBe("SPECIAL");
  const items = page.locator("a[data-item-cd]");
  await expect(items).toHaveCount(10);
  await page.screenshot({ path: shot("special-sales-list") });

  // One bottle, two units, into the special cart.
  const first = items.first();
  const name = (await first.locator("p").textContent())?.trim() ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/specialSales\/productDetail\?itemCd=/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await page.getByRole("button", { name: "수량 더하기" }).click();
  await page.screenshot({ path: shot("special-sales-product") });
  await page.getByRole("button", { name: "장바구니 담기" }).click();
  const toast = page.getByRole("status").filter({ hasText: "특별 판매 장바구니에 담았어요" });
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden();

  await page.getByRole("link", { name: "장바구니 보기" }).click();
  await expect(page).toHaveURL(/\/specialSales\?view=cart$/);
  // A new page load elsewhere: the shell still counts the guest's special cart (SPEC §6).
  await page.goto("/");
  await expect(page.getByRole("link", { name: "장바구니, 1개 담김" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/specialSales\?view=cart$/);
  await expect(page.getByRole("link", { name: "장바구니 1" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("li[data-item-cd]")).toHaveCount(1);
  await page.getByLabel("주문자 이름").fill("이파트");
  await page.getByLabel("휴대폰 번호").fill("01098765432");
  await page.screenshot({ path: shot("special-sales-cart"), fullPage: true });
  await page.getByRole("button", { name: /원 카드 결제$/ }).click();

  await payOnSandbox(page);
  await expect(page).toHaveURL(/\/specialSales\?view=complete/);
  await expect(page.getByRole("heading", { name: "주문이 완료되었어요" })).toBeVisible();
  await expect(page.getByText("주문 접수")).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  const orderNo = (await page.locator("article").getAttribute("aria-label")) ?? "";
  expect(orderNo).toMatch(/^S\d{8}[0-9A-F]{8}$/);
  await page.screenshot({ path: shot("special-sales-complete"), fullPage: true });

  // The look-up: the wrong mobile number is refused, the right one shows the order.
  await page.getByRole("link", { name: "주문 조회하기" }).click();
  await expect(page).toHaveURL(/view=lookup/);
  await expect(page.getByLabel("주문번호")).toHaveValue(orderNo);
  await page.getByLabel("휴대폰 번호").fill("01011112222");
  await page.getByRole("button", { name: "조회하기" }).click();
  await expect(page.getByText("주문을 찾을 수 없습니다")).toBeVisible();
  await page.getByLabel("휴대폰 번호").fill("01098765432");
  await page.screenshot({ path: shot("special-sales-lookup") });
  await page.getByRole("button", { name: "조회하기" }).click();
  await expect(page.getByRole("article", { name: orderNo })).toContainText("주문 접수");
  await expect(page.getByText("010-****-5432")).toBeVisible();
  await page.screenshot({ path: shot("special-sales-lookup-result"), fullPage: true });

  // The store has it ready: the look-up shows the pick-up voucher's barcode.
  const ready = await page.request.post(`/mngr-api/v1.0.0/api/special-sales/orders/${orderNo}/status`, {
    headers: { "x-mngr-key": E2E_MNGR_API_KEY },
    data: { status: "02" },
  });
  expect(ready.ok()).toBe(true);
  await page.getByRole("button", { name: "다른 주문 조회" }).click();
  await page.getByLabel("주문번호").fill(orderNo);
  await page.getByLabel("휴대폰 번호").fill("01098765432");
  await page.getByRole("button", { name: "조회하기" }).click();
  const order = page.getByRole("article", { name: orderNo });
  await expect(order).toContainText("픽업 준비 완료");
  await expect(order.getByRole("img", { name: "픽업 교환권 바코드" })).toHaveAttribute("data-drawn", "true");
  await page.screenshot({ path: shot("special-sales-voucher"), fullPage: true });

  // The guest browses the rest of the app as a guest: no session reset, the guest token stays.
  await page.goto("/");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("x-em-type"))).toBe("SPECIAL");
});

test.describe("in English", () => {
  test.use({ lang: "en" });

  test("the code field and button carry CONTRACT.md's names; a wrong code says so", async ({ page }) => {
    await page.goto("/specialSales");
    await page.getByLabel("Invitation code").fill("NOT-A-CODE");
    await page.getByRole("button", { name: "Enter" }).click();
    await expect(page.getByText("That invitation code is not right")).toBeVisible();
    await page.getByLabel("Invitation code").fill("SPECIAL2026");
    await page.getByRole("button", { name: "Enter" }).click();
    await expect(page.getByText("Special price").first()).toBeAttached();
    await expect(page.getByRole("navigation", { name: "Special sale menu" })).toBeVisible();
  });
});
