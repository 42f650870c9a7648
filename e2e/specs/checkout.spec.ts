import { DEMO, expect, pressNativeBack, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";
import {
  addInStockToCart,
  addToCartFromStore,
  agreeOnSheet,
  COMMERCE,
  cancelOrderInUi,
  clearPickupStore,
  digits,
  emptyCart,
  memberCall,
  payOnSandbox,
  registerEasyPayCard,
  won,
} from "./checkout-helpers";

// English: the order flows check English texts and accessible names (one test reads the cart in Korean).
test.use({ lang: "en" });

test.describe.configure({ timeout: 90_000 });

// These tests choose stores and spend coupons, prepaid and stock: each gives them back (the order is
// cancelled at its end) and the shopper's store is cleared, so later specs find demo as seeded.
test.afterEach(async ({ page }) => {
  if (page.url().startsWith("http")) await clearPickupStore(page);
});

test.describe("in Korean (the default language)", () => {
  test.use({ lang: "ko" });

  test("a cart of two stores and its order sheet read in Korean", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("아이디", { exact: false }).first().fill(DEMO.loginId);
    await page.getByLabel("비밀번호", { exact: false }).first().fill(DEMO.password);
    await page.getByRole("button", { name: "로그인" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    // A cart of two stores, as seeded: other specs of this worker may have emptied demo's cart first.
    await emptyCart(page);
    await addInStockToCart(page, "T0001");
    await addInStockToCart(page, "T0003");
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "장바구니" })).toBeVisible();
    await expect(page.getByTestId("cart-store").first()).toBeVisible();
    await page.getByRole("checkbox", { name: /^전체 선택/ }).check();
    await expect(page.getByTestId("cart-total")).not.toHaveText("0원");
    await page.screenshot({ path: shot("cart-ko") });
    await page.getByRole("button", { name: /상품 주문하기/ }).click();
    await expect(page).toHaveURL(/\/order\?cartNos=\d[\d%C,]*$/);
    await expect(page.getByTestId("amount-summary")).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot("order-sheet-ko") });
    await page.getByTestId("amount-summary").scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot("order-sheet-amounts-ko") });
  });
});

test("demo orders two items from two stores with a coupon, prepaid and the sandbox card", async ({ page }) => {
  await signIn(page);
  await emptyCart(page);
  const storeA = await addToCartFromStore(page, "W0001", 0);
  const storeB = await addToCartFromStore(page, "W0002", 1);
  expect(storeA).not.toBe(storeB);

  // Cart: two stores, checks off on load, select all, the amount follows the checks.
  await page.goto("/cart");
  await expect(page.getByTestId("cart-store")).toHaveCount(2);
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  for (const box of await page.getByRole("checkbox", { name: /^Select / }).all()) await expect(box).not.toBeChecked();
  await expect(page.getByTestId("cart-total")).toHaveText(won(0));
  await page.getByRole("checkbox", { name: /Select all \(/ }).check();
  const cartTotal = digits(await page.getByTestId("cart-total").textContent());
  expect(cartTotal).toBeGreaterThan(0);
  await page.screenshot({ path: shot("cart") });
  await page.getByRole("button", { name: /^Order 2 item\(s\)/ }).click();

  // Order sheet: coupon, prepaid 5,000 won, terms; amounts from the server.
  await expect(page).toHaveURL(/\/order\?cartNos=\d[\d%C,]*$/);
  const summary = page.getByTestId("amount-summary");
  await expect(page.getByTestId("order-line")).toHaveCount(2);
  await page.getByTestId("coupon-picker").click();
  const coupons = page.getByRole("dialog", { name: "Choose coupons" });
  await coupons.getByRole("checkbox").first().check();
  await coupons.getByRole("button", { name: /^Apply 1 coupon/ }).click();
  await expect(summary.locator('[data-type="COUPON"]')).toBeVisible();
  await page.getByLabel("Prepaid to use").fill("5000");
  await page.getByLabel("Prepaid to use").blur();
  await expect(page.getByTestId("amount-prepaid")).toHaveText(`-${won(5_000)}`);
  await expect(summary).not.toHaveAttribute("aria-busy", "true");
  // Pick-up tomorrow at a time the store's hours offer (today's list depends on the clock).
  const days = page.getByRole("group", { name: "Pick-up date" });
  await days.getByRole("button").nth(1).click();
  await expect(days.getByRole("button").nth(1)).toHaveAttribute("aria-pressed", "true");
  const time = page.getByLabel("Pick-up time");
  await expect(time).toHaveValue("");
  const offered = await time
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(offered.length).toBeGreaterThan(1);
  expect(offered.every((v) => /^\d{2}:[03]0$/.test(v))).toBe(true);
  const pickupTime = offered[1] ?? "";
  await time.selectOption(pickupTime);
  await time.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: shot("order-pickup") });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot("order-sheet") });
  await agreeOnSheet(page);
  await expect(summary).not.toHaveAttribute("aria-busy", "true");
  const cardAmt = digits(await page.getByTestId("amount-pay").textContent());
  const dc = digits(await page.getByTestId("amount-dc").textContent());
  expect(dc).toBeGreaterThan(0);
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("order-sheet-amounts") });
  await page.getByRole("button", { name: /^Pay [\d,]+ won$/ }).click();

  // Card popup, then the sandbox's hosted page, then back and confirmed.
  await expect(page).toHaveURL(/\/comm\/commBill$/);
  await expect(page.getByTestId("popup-card-amount")).toHaveText(won(cardAmt));
  await page.screenshot({ path: shot("pay-card-popup") });
  await page.getByRole("button", { name: `Pay ${won(cardAmt)} by card` }).click();
  await payOnSandbox(page);

  await expect(page).toHaveURL(/\/order\/complete\?orderNo=/, { timeout: 15_000 });
  const orderNo = new URL(page.url()).searchParams.get("orderNo") ?? "";
  await expect(page.getByTestId("complete-net")).toHaveText(won(cardAmt + 5_000));
  // The status in the UI language: the API names it in Korean, its English name comes from the codes.
  await expect(page.getByTestId("complete-status")).toHaveText("Paid");
  await expect(page.getByTestId("complete-pickup")).toContainText(pickupTime);
  await expect(page.getByText("Pick-up date and time", { exact: true })).toBeVisible();
  // The paid lines left the cart: the badge has no count any more.
  await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
  await page.screenshot({ path: shot("order-complete") });

  // In the history with the same amount; the detail shows both payments.
  await page.goto("/order/history");
  const entry = page.locator(`[data-order-no="${orderNo}"]`);
  await expect(entry).toBeVisible();
  await expect(entry.getByTestId("order-entry-amount")).toHaveText(won(cardAmt + 5_000));
  await page.screenshot({ path: shot("order-history") });
  await entry.click();
  await expect(page.getByTestId("detail-status")).toHaveAttribute("data-status", "01");
  await expect(page.getByTestId("detail-status")).toHaveText("Paid");
  await expect(page.getByTestId("amount-prepaid")).toHaveText(`-${won(5_000)}`);
  // The ordered lines left the cart.
  const cart = await memberCall<{ list: unknown[] }>(page, "GET", `${COMMERCE}/cart`);
  expect(cart.list).toHaveLength(0);

  // Cancel before the store accepts: card, prepaid, coupon and stock come back.
  await cancelOrderInUi(page, orderNo);
});

test("a delivery order carries the member's note to the courier, shown on its detail", async ({ page }) => {
  await signIn(page);
  const address = await memberCall<{ addrNo: number }>(page, "POST", `${COMMERCE}/my/shipping`, {
    addrNm: "배송 테스트",
    receiverNm: "김셀러",
    receiverMobileNum: "01012345678",
    zip: "04524",
    baseAddr: "서울특별시 중구 세종대로 110",
    detailAddr: "3층",
  });
  try {
    await emptyCart(page);
    await addToCartFromStore(page, "W0004", 0);
    await page.goto("/cart");
    await page.getByRole("checkbox", { name: /Select all \(/ }).check();
    await page.getByRole("button", { name: /^Order 1 item\(s\)/ }).click();
    await expect(page).toHaveURL(/\/order\?cartNos=\d[\d%C,]*$/);
    await page.getByRole("tab", { name: "Delivery" }).click();
    await page.getByRole("radio", { name: /배송 테스트/ }).check();
    const note = page.getByLabel("Delivery request", { exact: true });
    await expect(note).toHaveValue("");
    await note.selectOption({ label: "Leave it at the door" });
    await note.selectOption({ label: "Write my own" });
    const text = "공동현관 비밀번호 1234# 눌러 주세요";
    await page.getByLabel("Your delivery request").fill(text);
    await note.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: shot("order-delivery") });
    await agreeOnSheet(page);
    await page.getByRole("button", { name: /^Pay [\d,]+ won$/ }).click();
    await expect(page).toHaveURL(/\/comm\/commBill$/);
    await page.getByRole("button", { name: /^Pay [\d,]+ won by card$/ }).click();
    await payOnSandbox(page);
    await expect(page).toHaveURL(/\/order\/complete\?orderNo=/, { timeout: 15_000 });
    const orderNo = new URL(page.url()).searchParams.get("orderNo") ?? "";
    await page.goto(`/order/history/detail?orderNo=${orderNo}`);
    await expect(page.getByTestId("receiver-note")).toHaveText(text);
    await page.screenshot({ path: shot("order-detail-delivery") });
    // The card payment reads as paid, and once the order is cancelled as refunded (the provider
    // refunds right after the cancel).
    const payments = page.getByRole("region", { name: "Payment", exact: true });
    await expect(payments).toContainText("Paid");
    await cancelOrderInUi(page, orderNo);
    await expect(payments).toContainText("Refunded");
    await payments.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: shot("order-detail-refunded") });
  } finally {
    await memberCall(page, "DELETE", `${COMMERCE}/my/shipping/${address.addrNo}`);
  }
});

test("the native back button during card payment cancels it (999990) and the order stays unpaid", async ({ page }) => {
  await signIn(page);
  await emptyCart(page);
  await addToCartFromStore(page, "W0003", 0);
  await page.goto("/cart");
  await page.getByRole("checkbox", { name: /Select all \(/ }).check();
  await page.getByRole("button", { name: /^Order 1 item\(s\)/ }).click();
  await agreeOnSheet(page);
  await page.getByRole("button", { name: /^Pay [\d,]+ won$/ }).click();
  await expect(page).toHaveURL(/\/comm\/commBill$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("cellar-payment") ?? ""))
    .toContain('"payType":"GENERAL"');

  await pressNativeBack(page);
  await expect(page).toHaveURL(/\/order\/history\/detail\?orderNo=/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cellar-payment") ?? "{}"));
  expect(stored.state.regularPayResult.code).toBe("999990");
  expect(stored.state.payType).toBeNull();
  await expect(page.getByTestId("detail-status")).toHaveAttribute("data-status", "00");
  await expect(page.getByRole("button", { name: /^Pay · / })).toBeVisible();
  await cancelOrderInUi(page, new URL(page.url()).searchParams.get("orderNo") ?? "");
});

test("easy pay: five wrong passwords lock it; a reset unlocks and the right password pays", async ({ page }) => {
  await signIn(page);
  // A registered card (the first registration also sets the payment password 000000).
  await page.goto("/easypayment");
  const count = page.getByTestId("easy-card-count");
  await expect(count).toHaveText(/^Cards \d+\/10$/);
  if ((await page.getByTestId("easy-card").count()) === 0) {
    await registerEasyPayCard(page);
    await expect(page.getByTestId("easy-card").first()).toBeVisible();
  }
  await page.screenshot({ path: shot("easypayment") });

  await emptyCart(page);
  await addToCartFromStore(page, "W0004", 0);
  await page.goto("/cart");
  await page.getByRole("checkbox", { name: /Select all \(/ }).check();
  await page.getByRole("button", { name: /^Order 1 item\(s\)/ }).click();
  const easy = page.getByRole("radio", { name: "Easy pay" });
  await easy.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await easy.check();
  await agreeOnSheet(page);
  await page.getByRole("button", { name: /^Pay [\d,]+ won$/ }).click();
  await expect(page).toHaveURL(/\/comm\/commBillEasyPay$/);

  const pad = page.getByRole("group", { name: "Payment password" });
  const enter = async (pin: string) => {
    for (const d of pin) await pad.getByRole("button", { name: d, exact: true }).click();
  };
  await page.screenshot({ path: shot("pay-easy-popup") });
  for (let i = 1; i <= 4; i++) {
    await enter("111111");
    await expect(page.getByTestId("easy-error")).toHaveText(`Wrong password (${i}/5)`);
  }
  await enter("111111");
  await expect(page.getByTestId("easy-locked")).toBeVisible();
  await page.screenshot({ path: shot("pay-easy-locked") });

  // Reset through /comm/commModifyEasyPay, back to the popup, pay with the right password.
  await page.getByRole("button", { name: "Reset payment password" }).click();
  await expect(page).toHaveURL(/\/comm\/commModifyEasyPay\?mode=password/);
  await page.getByLabel("Login password").fill("Cellar!2345");
  await page.getByRole("button", { name: "Next" }).click();
  const resetPad = page.getByRole("group", { name: "Payment password" });
  await page.screenshot({ path: shot("pay-easy-modify") });
  for (let round = 0; round < 2; round++)
    for (const d of "000000") await resetPad.getByRole("button", { name: d, exact: true }).click();
  await expect(page).toHaveURL(/\/comm\/commBillEasyPay$/);
  await enter("000000");
  await expect(page).toHaveURL(/\/order\/complete\?orderNo=/, { timeout: 15_000 });
  await expect(page.getByTestId("complete-status")).toBeVisible();
  await cancelOrderInUi(page, new URL(page.url()).searchParams.get("orderNo") ?? "");
});

test("easy pay: a card is deleted after a confirmation showing it, and the count follows", async ({ page }) => {
  await signIn(page);
  await page.goto("/easypayment");
  const count = page.getByTestId("easy-card-count");
  const cards = page.getByTestId("easy-card");
  await expect(count).toHaveText(/^Cards \d+\/10$/);
  const before = await cards.count();
  await registerEasyPayCard(page);
  await expect(cards).toHaveCount(before + 1);
  await expect(count).toHaveText(`Cards ${before + 1}/10`);

  await cards.first().getByRole("button", { name: "Delete card" }).click();
  await expect(page).toHaveURL(/\/comm\/commModifyEasyPay\?mode=delete/);
  const confirm = page.getByRole("dialog", { name: "Delete easy-pay card" });
  await expect(confirm.getByText("Delete this card from easy pay?")).toBeVisible();
  await expect(page.getByText("The card was registered")).toHaveCount(0);
  await page.screenshot({ path: shot("easy-pay-delete") });
  await confirm.getByRole("button", { name: "Delete card" }).click();
  await expect(page.getByText("The card was deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/easypayment/);
  await expect(cards).toHaveCount(before);
  await expect(count).toHaveText(`Cards ${before}/10`);
});

test("a gift by transfer: the popup closed leaves it unpaid; the regular payment popup pays it; receipt, gift detail, VIP credit", async ({
  page,
}) => {
  await signIn(page);
  await emptyCart(page);
  await addToCartFromStore(page, "W0002", 0);
  await page.goto("/cart");
  await page.getByRole("checkbox", { name: /Select all \(/ }).check();
  await page.getByRole("button", { name: /^Order 1 item\(s\)/ }).click();
  // Sent as a gift: the receiver shows on the gift detail.
  const giftToggle = page.getByLabel("Send this order as a gift");
  await giftToggle.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await giftToggle.check();
  await page.getByLabel("Receiver's name").fill("이받는");
  await page.getByLabel("Receiver's mobile number").fill("01099998888");
  await page.getByLabel("Gift message").fill("생일 축하해요");
  const transfer = page.getByRole("radio", { name: "Transfer" });
  await transfer.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await transfer.check();
  await agreeOnSheet(page);
  await page.getByRole("button", { name: /^Pay [\d,]+ won$/ }).click();
  await expect(page).toHaveURL(/\/comm\/commTossPay$/);
  await expect(page.getByRole("button", { name: /^Transfer [\d,]+ won$/ })).toBeVisible();
  await page.screenshot({ path: shot("pay-transfer-popup") });

  // Closing the popup is a cancel too: the order waits for its payment.
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/order\/history\/detail\?orderNo=/);
  await expect(page.getByTestId("detail-status")).toHaveAttribute("data-status", "00");
  await page.getByRole("button", { name: /^Pay · / }).click();
  await expect(page).toHaveURL(/\/comm\/commBillRglr$/);
  await page.screenshot({ path: shot("pay-regular-popup") });
  await page.getByRole("button", { name: /^Pay [\d,]+ won$/ }).click();
  await payOnSandbox(page);
  await expect(page).toHaveURL(/\/order\/complete\?orderNo=/, { timeout: 15_000 });
  const orderNo = new URL(page.url()).searchParams.get("orderNo") ?? "";
  const net = await page.getByTestId("complete-net").textContent();

  await page.goto(`/order/bill?orderNo=${orderNo}`);
  await expect(page.getByTestId("bill-total")).toHaveText(net ?? "");
  await page.screenshot({ path: shot("order-bill") });

  await page.goto(`/order/history/orderGiftDetail?orderNo=${orderNo}`);
  await expect(page.getByText("이받는")).toBeVisible();
  await expect(page.getByText("생일 축하해요")).toBeVisible();
  await page.screenshot({ path: shot("order-gift") });

  await page.goto("/comm/vipUserCreditPopup");
  await expect(page.getByTestId("vip-credit-balance")).toHaveText(/ won$/);
  await page.screenshot({ path: shot("pay-vip-credit-popup") });
  await cancelOrderInUi(page, orderNo);
});

test("an order ready for pick-up (02) shows the exchange-voucher barcode", async ({ page }) => {
  await signIn(page);
  await page.goto("/order/history?status=progress&period=12");
  await expect(page.getByTestId("order-entry").first()).toBeVisible();
  let entry = page.getByTestId("order-entry").filter({ hasText: "Exchange voucher" }).first();
  for (let scroll = 0; scroll < 10 && (await entry.count()) === 0; scroll++) {
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    entry = page.getByTestId("order-entry").filter({ hasText: "Exchange voucher" }).first();
  }
  await entry.click();
  await expect(page.getByTestId("detail-status")).toHaveAttribute("data-status", "02");
  const voucher = page.getByTestId("voucher");
  await expect(voucher.locator("svg, canvas, img").first()).toBeVisible();
  await page.screenshot({ path: shot("order-voucher") });
  await voucher.getByRole("button", { name: "View larger" }).click();
  await expect(page.getByRole("dialog", { name: "Exchange voucher" })).toBeVisible();
});
