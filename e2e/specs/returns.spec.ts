import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";
import { E2E_MNGR_API_KEY } from "../playwright.config";
import { digits, memberCall, payOnSandbox } from "./checkout-helpers";

const RETURNS = "/user-api/v1.0.0/api/returns";

/**
 * The demo's seeded orders: `…01` delivered (free shipping), `…02` picked up, `…03` with a return
 * under way, `…04` a bottle picked up with its gift box.
 */
async function seededOrders(page: Page) {
  const list = await memberCall<{ list: { orderNo: string }[] }>(page, "GET", RETURNS);
  const collected = list.list.at(-1)!.orderNo;
  return {
    delivered: collected.replace(/03$/, "01"),
    pickedUp: collected.replace(/03$/, "02"),
    boxed: collected.replace(/03$/, "04"),
  };
}

const move = async (page: Page, returnNo: string, to: string) => {
  const res = await page.request.post(`/mngr-api/v1.0.0/api/returns/${returnNo}/status`, {
    headers: { "x-mngr-key": E2E_MNGR_API_KEY },
    data: { to, reason: "" },
  });
  expect(res.status()).toBe(200);
};

/** A small picture of a broken bottle, drawn in the page (a real PNG for the upload). */
async function photo(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement("canvas");
    c.width = 320;
    c.height = 320;
    const g = c.getContext("2d")!;
    g.fillStyle = "#6d2235";
    g.fillRect(0, 0, 320, 320);
    g.fillStyle = "#f3e9dc";
    g.fillRect(130, 60, 60, 200);
    g.strokeStyle = "#111";
    g.lineWidth = 6;
    g.beginPath();
    g.moveTo(120, 140);
    g.lineTo(200, 180);
    g.stroke();
    return c.toDataURL("image/png").split(",")[1]!;
  });
  return Buffer.from(b64, "base64");
}

test("a change-of-mind return of one bottle: the fee paid by card, refunded by the store, shown on the order", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  const { delivered } = await seededOrders(page);
  await page.goto(`/order/history/detail?orderNo=${delivered}`);
  await page.getByRole("button", { name: "반품·교환 신청" }).click();
  await expect(page).toHaveURL(/\/return\?view=request&orderNo=/);
  await page.getByRole("combobox").first().selectOption("1");
  await page.getByRole("radiogroup", { name: "회수지" }).getByRole("radio").first().check();
  const fee = digits(await page.getByTestId("return-fee-total").textContent());
  expect(fee).toBeGreaterThanOrEqual(3_000);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot("return-request"), fullPage: true });
  await page.getByRole("button", { name: "신청하기" }).click();

  await expect(page).toHaveURL(/\/return\/payment\?returnNo=/);
  const returnNo = new URL(page.url()).searchParams.get("returnNo")!;
  await page.screenshot({ path: shot("return-payment"), fullPage: true });
  await page.getByRole("button", { name: `${fee.toLocaleString("ko-KR")}원 결제하기` }).click();
  await payOnSandbox(page);
  await expect(page).toHaveURL(/\/return\/payment\/complete/);
  await expect(page.getByRole("heading", { name: "배송비 결제가 완료되었어요" })).toBeVisible();
  await page.screenshot({ path: shot("return-payment-complete") });

  for (const to of ["COLLECTED", "INSPECTED", "REFUNDED"]) await move(page, returnNo, to);
  await page.getByRole("link", { name: "신청 내역 보기" }).click();
  await expect(page.getByText("환불 완료").first()).toBeVisible();
  const refund = digits(await page.getByTestId("return-refund-total").textContent());
  expect(refund).toBeGreaterThan(0);
  await expect(page.getByRole("listitem").filter({ hasText: "배송비 결제 대기" })).toBeVisible();
  await page.screenshot({ path: shot("return-detail-refunded"), fullPage: true });

  await page.getByRole("link", { name: "주문 상세 보기" }).click();
  await expect(page.getByTestId("order-refunded")).toHaveText(`${refund.toLocaleString("ko-KR")}원`);
  await page.screenshot({ path: shot("return-order-detail"), fullPage: true });
});

test("an exchange of a damaged bottle: a photo, no fee, requested at once", async ({ page }) => {
  await signIn(page);
  const { pickedUp } = await seededOrders(page);
  await page.goto(`/return?view=request&orderNo=${pickedUp}`);
  await page.getByRole("combobox").first().selectOption("1");
  await page.getByRole("radio", { name: "교환" }).check();
  await page.getByRole("combobox", { name: "사유" }).selectOption({ label: "상품 파손" });
  await page.getByRole("button", { name: "신청하기" }).click();
  await expect(page.getByRole("alert")).toHaveText("파손·오배송은 사진을 1장 이상 첨부해 주세요.");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "broken.png", mimeType: "image/png", buffer: await photo(page) });
  await expect(page.getByRole("img", { name: "첨부 사진 1" })).toBeVisible();
  await expect(page.getByText("판매자 사유로 배송비가 없어요")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot("return-exchange-request"), fullPage: true });
  await page.getByRole("button", { name: "신청하기" }).click();

  await expect(page).toHaveURL(/\/return\?returnNo=/);
  await expect(page.getByText("신청 완료").first()).toBeVisible();
  await expect(page.getByRole("img", { name: "첨부 사진 1" })).toBeVisible();
  await page.screenshot({ path: shot("return-exchange-detail"), fullPage: true });

  await page.goto("/return");
  await expect(page.getByRole("link").filter({ hasText: "상품 파손" })).toBeVisible();
  await expect(page.getByRole("link").filter({ hasText: "배송 지연" })).toBeVisible();
  await page.screenshot({ path: shot("return-list"), fullPage: true });
});

test("an exchange of a boxed bottle for its glass set: the difference paid, the store sends the glass set", async ({
  page,
}) => {
  await signIn(page);
  const { boxed } = await seededOrders(page);
  await page.goto(`/return?view=request&orderNo=${boxed}`);
  await page.getByRole("combobox").first().selectOption("1");
  await page.getByRole("radio", { name: "교환" }).check();
  const option = page.getByRole("combobox", { name: /교환 옵션$/ });
  await expect(option.getByRole("option").first()).toHaveText("같은 옵션으로 교환 (선물 상자)");
  await option.selectOption({ index: 1 });
  const fee = digits(await page.getByTestId("return-fee-total").textContent());
  expect(fee).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot("return-exchange-option-request"), fullPage: true });
  await page.getByRole("button", { name: "신청하기" }).click();

  await expect(page).toHaveURL(/\/return\/payment\?returnNo=/);
  const returnNo = new URL(page.url()).searchParams.get("returnNo")!;
  await expect(page.getByText("옵션 차액")).toBeVisible();
  await page.getByRole("button", { name: `${fee.toLocaleString("ko-KR")}원 결제하기` }).click();
  await payOnSandbox(page);
  await expect(page.getByRole("heading", { name: "배송비 결제가 완료되었어요" })).toBeVisible();

  for (const to of ["COLLECTED", "INSPECTED", "RESENT"]) await move(page, returnNo, to);
  await page.goto(`/return?returnNo=${returnNo}`);
  await expect(page.getByText("교환 상품 발송").first()).toBeVisible();
  await expect(page.getByText("→ 교환 옵션: 전용 글라스 세트")).toBeVisible();
  await page.screenshot({ path: shot("return-exchange-option-detail"), fullPage: true });
});
