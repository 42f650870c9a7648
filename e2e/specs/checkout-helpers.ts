import type { Page } from "@playwright/test";
import { expect } from "../fixtures/app";

export const COMMERCE = "/commerce-api/v1.0.0/api";
export const PRODUCT = "/product-api/v1.0.0/api";

/** A member call with the signed-in page's tokens (test set-up only: emptying the cart). */
export async function memberCall<T>(page: Page, method: "GET" | "POST" | "DELETE", path: string, data?: unknown) {
  const headers = await page.evaluate(() => ({
    "x-scm-token": localStorage.getItem("x-scm-token") ?? "",
    "x-ref-token": localStorage.getItem("x-ref-token") ?? "",
    "x-em-type": localStorage.getItem("x-em-type") ?? "",
  }));
  const res = await page.request.fetch(path, { method, headers, data });
  return ((await res.json()) as { code: string; data: T }).data;
}

type CartGroup = { tnantCd: string; items: { cartNo: number }[] };

export async function emptyCart(page: Page) {
  const cart = await memberCall<{ list: CartGroup[] }>(page, "GET", `${COMMERCE}/cart`);
  const cartNos = cart.list.flatMap((g) => g.items.map((i) => i.cartNo));
  if (cartNos.length > 0) await memberCall(page, "DELETE", `${COMMERCE}/cart`, { cartNos });
}

/** Puts one bottle in stock at store `tnantCd` in the member's cart (through the API); its item code. */
export async function addInStockToCart(page: Page, tnantCd: string): Promise<string> {
  for (let n = 1; n <= 60; n++) {
    const itemCd = `W${String(n).padStart(4, "0")}`;
    const stock = await memberCall<{ tnantCd: string; qty: number }[]>(
      page,
      "GET",
      `${PRODUCT}/products/${itemCd}/stock`,
    );
    if (((stock ?? []).find((s) => s.tnantCd === tnantCd)?.qty ?? 0) < 1) continue;
    await memberCall(page, "POST", `${COMMERCE}/cart/A`, { items: [{ itemCd, tnantCd, itemQty: 1 }] });
    return itemCd;
  }
  throw new Error(`no bottle in stock at ${tnantCd} among W0001–W0060`);
}
export const won = (n: number) => `${n.toLocaleString("en-US")} won`;
export const digits = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

/** Pays on the sandbox's hosted page with the sandbox test card. */
export async function payOnSandbox(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\//);
  await page.getByLabel(/Card number/).fill("4111 1111 1111 1111");
  await page.getByLabel(/Expiry/).fill("12/30");
  await page.getByLabel(/Card password/).fill("00");
  await page.getByRole("button", { name: /Pay|Register/ }).click();
}

/**
 * On a product page, chooses the n-th store with stock (the shopper's store) and adds one unit to
 * the cart through the options sheet. Returns the store's name.
 */
export async function addToCartFromStore(page: Page, itemCd: string, storeIndex: number): Promise<string> {
  await page.goto(`/product/${itemCd}`);
  const stock = page.getByRole("region", { name: "Store stock" });
  await stock.getByRole("button", { name: /^(Choose a store|Change)$/ }).click();
  const picker = page.getByRole("dialog", { name: "Stores with stock" });
  const row = picker
    .getByRole("button")
    .filter({ hasText: /in stock/ })
    .nth(storeIndex);
  await expect(row).toBeVisible();
  const name = ((await row.locator("span").first().textContent()) ?? "").trim();
  await row.click();
  await expect(picker).toHaveCount(0);
  await expect(stock).toContainText(name);
  await page.getByRole("button", { name: "Buy" }).click();
  const sheet = page.getByRole("dialog", { name: "Choose options" });
  await sheet.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to cart" })).toBeVisible();
  return name;
}

/** Ticks the order sheet's consent (scrolled clear of the fixed pay bar). */
export async function agreeOnSheet(page: Page) {
  const agree = page.getByLabel(/I checked the order and agree/);
  await agree.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await agree.check();
}

/** Cancels an order from its detail (before the store accepts it): everything it took comes back. */
export async function cancelOrderInUi(page: Page, orderNo: string) {
  await page.goto(`/order/history/detail?orderNo=${orderNo}`);
  await page.getByRole("button", { name: "Cancel order" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByTestId("detail-status")).toHaveAttribute("data-status", "09");
}

/** The shopper's store chosen by these tests is cleared again (later specs expect none). */
export async function clearPickupStore(page: Page) {
  await memberCall(page, "DELETE", `${PRODUCT}/tnant/pickup`).catch(() => undefined);
}

/**
 * Registers a card for easy pay from /easypayment through the sandbox's billing page. The member's
 * first card then sets the payment password (000000, twice).
 */
export async function registerEasyPayCard(page: Page) {
  await page.getByRole("button", { name: "Register a card" }).click();
  await payOnSandbox(page);
  await expect(page).toHaveURL(/\/easypayment/);
  const sheet = page.getByRole("dialog", { name: "Set payment password" });
  const asked = await sheet.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!asked) return;
  for (let round = 0; round < 2; round++) {
    for (const d of "000000") await sheet.getByRole("button", { name: d, exact: true }).click();
  }
}
