import type { Page } from "@playwright/test";
import { DEMO, expect, submitLogin, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";
import { E2E_MNGR_API_KEY } from "../playwright.config";
import { memberCall, payOnSandbox } from "./checkout-helpers";

/**
 * Issue 24, pre-orders, in Korean inside the app: from home the demo pre-orders two bottles of the
 * open gift set for a store and pays on the sandbox card page; it shows in /reservation; the store
 * records the arrival; the alarm and the exchange voucher show; the store hands the bottles over and
 * the reservation shows as collected. Another pre-order paid by easy pay with a coupon is cancelled
 * before its arrival and the refund shows. A guest browses the upcoming pre-orders, and opening the
 * order page is sent to login (decision 464).
 */

const API = "/commerce-api/v1.0.0/api/reservation";
const GIFT = "PO-SEOLLAL-GIFT";
const OPUS = "PO-OPUSONE-2023";
const STORE_KEY = { "x-mngr-key": E2E_MNGR_API_KEY };

test.describe.configure({ mode: "serial" });

type Reservation = { reservationNo: string; tnantCd: string; tnantNm: string; status: string; payAmt: number };
type Preorder = { price: number; title: string; bottle: { itemCd: string } };

const won = (n: number) => `${n.toLocaleString("ko-KR")}원`;

async function reservationNoOf(page: Page) {
  await expect(page).toHaveURL(/\/reservation\/complete\?reservationNo=R\d{8}[0-9A-F]{10}$/);
  await expect(page.getByRole("heading", { name: "예약이 완료되었어요" })).toBeVisible();
  return (await page.getByTestId("reservation-no").textContent()) ?? "";
}

test("from home: 2 bottles pre-ordered for a store, paid by card, in /reservation; the store records the arrival; alarm and voucher show; handed over, collected", async ({
  page,
}) => {
  await signIn(page, DEMO);
  const gift = await memberCall<Preorder>(page, "GET", `${API}/products/${GIFT}`);
  await page.goto("/");
  await page.getByRole("link", { name: /^예약 구매/ }).click();
  await expect(page).toHaveURL(/\/reservation\/list$/);
  await expect(page.getByRole("tab", { name: "예약 중" })).toHaveAttribute("aria-selected", "true");
  const card = page.locator(`a[data-preorder="${GIFT}"]`);
  await expect(card).toContainText(won(gift.price));
  await expect(card).toContainText(/남은 수량 \d+병/);
  await expect(page.locator('a[data-preorder="PO-YAMAZAKI-25"]')).toContainText("예약 마감");
  await page.screenshot({ path: shot("reservation-list") });
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/reservation/detail\\?preorderCd=${GIFT}$`));
  await expect(page.getByRole("heading", { name: gift.title })).toBeVisible();
  await expect(page.getByText("1인 10병까지").first()).toBeVisible();
  await page.screenshot({ path: shot("reservation-detail"), fullPage: true });
  await page.getByRole("button", { name: "예약 구매하기" }).click();

  await expect(page).toHaveURL(new RegExp(`/reservation/order\\?preorderCd=${GIFT}$`));
  const store = page.getByRole("radiogroup", { name: "수령 매장" }).getByRole("radio").nth(1);
  await store.check();
  await page.getByRole("button", { name: "수량 늘리기" }).click();
  await expect(page.getByRole("status", { name: "수량" })).toHaveText("2");
  const pay = page.getByRole("button", { name: `${won(gift.price * 2)} 결제하기` });
  await expect(pay).toBeEnabled();
  await expect(page.getByTestId("preorder-amounts")).toContainText("예약 할인");
  await page.screenshot({ path: shot("reservation-order"), fullPage: true });
  await pay.click();
  await payOnSandbox(page);
  const reservationNo = await reservationNoOf(page);
  await page.screenshot({ path: shot("reservation-complete") });

  await page.getByRole("link", { name: "예약 구매 내역 보기" }).click();
  await expect(page).toHaveURL(/\/reservation$/);
  const mine = page.locator(`li[data-reservation="${reservationNo}"]`);
  await expect(mine).toContainText("결제 완료");
  await expect(mine).toContainText("2병");

  // The store side records that the gift sets reached the chosen store.
  const r = await memberCall<Reservation>(page, "GET", `${API}/orders/${reservationNo}`);
  const arrived = await page.request.post(`/mngr-api/v1.0.0/api/preorders/${GIFT}/arrivals`, {
    headers: STORE_KEY,
    data: { tnantCd: r.tnantCd },
  });
  expect(await arrived.json()).toMatchObject({ code: "0000", data: { arrivedCnt: 1 } });

  await page.goto("/alert");
  await expect(page.getByText("예약 상품이 매장에 도착했어요").first()).toBeVisible();
  await page.screenshot({ path: shot("reservation-alarm") });

  await page.goto("/reservation");
  await expect(mine).toContainText("매장 도착");
  const barcode = mine.getByRole("img", { name: "교환권 바코드" });
  await expect(barcode).toHaveAttribute("data-drawn", "true");
  await expect(barcode).toHaveAttribute("data-value", /^88\d{14}$/);
  await expect(mine).toContainText(`${r.tnantNm}에서 바코드를 보여 주세요`);
  await expect(mine.getByRole("button", { name: "예약 취소" })).toHaveCount(0);
  await mine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("reservation-voucher") });

  // At the store the member shows the voucher and the staff hand the bottles over.
  const handed = await page.request.post(`/mngr-api/v1.0.0/api/reservations/${reservationNo}/hand-over`, {
    headers: STORE_KEY,
    data: { handedBy: "셀러 직원" },
  });
  expect(await handed.json()).toMatchObject({ code: "0000", data: { status: "COLLECTED" } });
  await page.goto("/reservation");
  await expect(mine).toContainText("수령 완료");
  await expect(mine).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2} 수령/);
  await expect(mine.getByRole("img", { name: "교환권 바코드" })).toHaveCount(0);
});

test("another pre-order, paid by easy pay with a coupon, is cancelled before arrival and refunded in full", async ({
  page,
}) => {
  await signIn(page, DEMO);
  await page.goto(`/reservation/order?preorderCd=${OPUS}`);
  const coupon = page.getByRole("combobox", { name: "쿠폰" });
  await expect(coupon.locator("option").nth(1)).toBeAttached();
  await coupon.selectOption({ index: 1 });
  await expect(page.getByTestId("preorder-amounts")).toContainText("쿠폰 할인");
  await page.getByRole("radio", { name: "간편결제" }).check();
  await page.getByRole("radiogroup", { name: "간편결제 카드" }).getByRole("radio").first().check();
  const password = page.getByLabel("결제 비밀번호 6자리");
  await password.fill("000000");
  // a full-page shot of a scrolled page draws the fixed header mid-page: shoot it from the top
  await password.blur();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole("button", { name: "맨 위로" })).toBeHidden();
  await page.screenshot({ path: shot("reservation-order-easypay"), fullPage: true });
  await page.getByRole("button", { name: /원 결제하기$/ }).click();
  const reservationNo = await reservationNoOf(page);
  const paid = await memberCall<Reservation>(page, "GET", `${API}/orders/${reservationNo}`);
  expect(paid.status).toBe("PAID");

  await page.goto("/reservation");
  const mine = page.locator(`li[data-reservation="${reservationNo}"]`);
  await expect(mine).toContainText("전액 환불돼요");
  await mine.getByRole("button", { name: "예약 취소" }).click();
  const dialog = page.getByRole("alertdialog", { name: "예약을 취소할까요?" });
  await expect(dialog).toContainText(won(paid.payAmt));
  await dialog.evaluate((el) => Promise.all(el.ownerDocument.getAnimations().map((a) => a.finished)));
  await page.screenshot({ path: shot("reservation-cancel-confirm") });
  await dialog.getByRole("button", { name: "예약 취소" }).click();
  await expect(mine).toContainText("예약 취소");
  await expect(mine).toContainText(`${won(paid.payAmt)} 환불 완료`);
  await mine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("reservation-refunded") });
});

test("the product page of a bottle with a pre-order links to it", async ({ page }) => {
  await signIn(page, DEMO);
  const gift = await memberCall<Preorder>(page, "GET", `${API}/products/${GIFT}`);
  await page.goto(`/product/${gift.bottle.itemCd}`);
  const banner = page.getByTestId("preorder-banner");
  await expect(banner).toContainText("이 상품은 예약 구매할 수 있어요");
  await banner.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("reservation-product-banner") });
  await banner.click();
  await expect(page).toHaveURL(new RegExp(`/reservation/detail\\?preorderCd=${GIFT}$`));
});

test("a guest sees the upcoming pre-orders; opening the order page sends them to login and back", async ({ page }) => {
  await page.goto("/reservation/list");
  await expect(page.getByRole("tab", { name: "예약 중" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "오픈 예정" }).click();
  await expect(page).toHaveURL(/\/reservation\/list\?tab=UPCOMING$/);
  const upcoming = page.getByRole("list", { name: "오픈 예정" });
  const card = upcoming.locator('a[data-preorder="PO-GLENFIDDICH-25"]');
  await expect(card).toContainText("오픈 예정");
  await expect(card).toContainText("글렌피딕 25년");
  await expect(card).toContainText(/총 \d+병 한정/);
  await expect(upcoming.locator("a[data-preorder]")).toHaveCount(2);
  await expect(upcoming.locator(`a[data-preorder="${GIFT}"]`)).toHaveCount(0);
  await page.screenshot({ path: shot("reservation-list-upcoming") });

  await page.goto(`/reservation/order?preorderCd=${GIFT}`);
  await expect(page).toHaveURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("redirectPath")).toBe(`/reservation/order?preorderCd=${GIFT}`);
  expect(url.searchParams.get("isBackHome")).toBe("true");
  await submitLogin(page, DEMO);
  await expect(page).toHaveURL(new RegExp(`/reservation/order\\?preorderCd=${GIFT}$`));
  await expect(page.getByRole("radiogroup", { name: "수령 매장" })).toBeVisible();
});
