import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";
import { COMMERCE, emptyCart, memberCall, PRODUCT, payOnSandbox } from "./checkout-helpers";

/**
 * Issue 25, the address book: an address added through the Korean address search, edited, made the
 * default, a delivery order paid to it on the sandbox card page, and deleted after a confirmation at
 * the /shipping alias (the UI in Korean).
 */

type Address = { addrNo: number; addrNm: string; defaultYn: string };
const NAME = "부모님 댁";

/** One unit of a wine with stock in the cart, through the API (set-up); answers its cart line. */
async function oneWineInCart(page: Page): Promise<number> {
  await emptyCart(page);
  for (let n = 1; n <= 40; n++) {
    const itemCd = `W${String(n).padStart(4, "0")}`;
    const stock = await memberCall<{ tnantCd: string; qty: number }[]>(
      page,
      "GET",
      `${PRODUCT}/products/${itemCd}/stock`,
    );
    const store = (stock ?? []).find((s) => s.qty >= 3);
    if (!store) continue;
    await memberCall(page, "POST", `${COMMERCE}/cart/A`, { items: [{ itemCd, tnantCd: store.tnantCd, itemQty: 1 }] });
    const cart = await memberCall<{ list: { items: { cartNo: number }[] }[] }>(page, "GET", `${COMMERCE}/cart`);
    const line = cart.list.flatMap((g) => g.items)[0];
    if (line) return line.cartNo;
  }
  throw new Error("no wine with stock");
}

/** Deletes this spec's address (a retry starts clean; the oldest becomes the default again). */
async function removeMine(page: Page) {
  const book = await memberCall<Address[]>(page, "GET", `${COMMERCE}/my/shipping`);
  for (const a of book.filter((x) => x.addrNm === NAME)) {
    await memberCall(page, "DELETE", `${COMMERCE}/my/shipping/${a.addrNo}`);
  }
}

test("add an address through the address search, edit it, make it the default, order to it and delete it at /shipping", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  await removeMine(page);
  let orderNo = "";
  try {
    await page.goto("/my/shipping");
    await expect(page.getByText(/배송지 \d+개 \/ 최대 20개/)).toBeVisible();
    await page.getByRole("link", { name: "배송지 추가" }).click();
    await expect(page).toHaveURL(/\/my\/shipping\?view=form$/);
    await page.getByLabel("배송지 이름").fill(NAME);
    await page.getByLabel("받는 분").fill("김셀러");
    await page.getByLabel("휴대폰 번호").fill("01098765432");
    // The postcode is not typed: the address search fills it.
    await expect(page.getByLabel("우편번호")).toHaveAttribute("readonly", "");
    await page.getByRole("button", { name: "주소 검색" }).click();
    const sheet = page.getByRole("dialog", { name: "주소 검색" });
    await expect(sheet.getByText("도로명 + 건물번호: 테헤란로 152")).toBeVisible();
    await page.screenshot({ path: shot("address-search-tips") });
    await sheet.getByLabel("주소 검색").fill("해운대해변로");
    await sheet.getByRole("button", { name: "검색", exact: true }).click();
    await expect(sheet.getByText(/검색 결과 \d+건/)).toBeVisible();
    const hit = sheet.getByRole("button").filter({ hasText: "부산광역시 해운대구 해운대해변로 30 " });
    await expect(hit).toContainText("지번");
    await page.screenshot({ path: shot("address-search-results") });
    await hit.click();
    await expect(sheet).toHaveCount(0);
    const zip = await page.getByLabel("우편번호").inputValue();
    expect(zip).toMatch(/^\d{5}$/);
    await expect(page.getByLabel("주소", { exact: true })).toHaveValue(/^부산광역시 해운대구 해운대해변로 30/);
    await page.getByLabel("상세 주소").fill("101동 1203호");
    await page.screenshot({ path: shot("address-form") });
    await page.getByRole("button", { name: "저장" }).click();
    await expect(page).toHaveURL(/\/my\/shipping$/);
    const card = page.getByRole("listitem", { name: NAME });
    await expect(card).toContainText(`(${zip}) 부산광역시 해운대구 해운대해변로 30`);
    await expect(card).toContainText("101동 1203호");

    // Edit: another unit, found again by a lot-number dong.
    await card.getByRole("link", { name: "수정" }).click();
    await expect(page).toHaveURL(/\/my\/shipping\?view=form&addrNo=\d+$/);
    await expect(page.getByLabel("배송지 이름")).toHaveValue(NAME);
    await page.getByRole("button", { name: "주소 검색" }).click();
    await sheet.getByLabel("주소 검색").fill("우동 해운대해변로 2");
    await sheet.getByRole("button", { name: "검색", exact: true }).click();
    await sheet.getByRole("button").filter({ hasText: "해운대해변로 2 (" }).first().click();
    await page.getByLabel("상세 주소").fill("102동 803호");
    await page.getByRole("button", { name: "저장" }).click();
    await expect(card).toContainText("부산광역시 해운대구 해운대해변로 2 (우동");
    await expect(card).toContainText("102동 803호");

    // The default.
    await expect(card.getByText("기본", { exact: true })).toHaveCount(0);
    await card.getByRole("button", { name: "기본 배송지로" }).click();
    await expect(card.getByText("기본", { exact: true })).toBeVisible();
    await expect(page.getByRole("listitem").first()).toHaveAccessibleName(NAME);
    await page.screenshot({ path: shot("address-book"), fullPage: true });

    // Order to it: the order sheet's delivery picks the default.
    const cartNo = await oneWineInCart(page);
    await page.goto(`/order?cartNos=${cartNo}`);
    await page.getByRole("tab", { name: "택배 배송" }).click();
    await expect(page.getByRole("radio", { name: new RegExp(NAME) })).toBeChecked();
    await page.getByRole("radio", { name: new RegExp(NAME) }).evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: shot("address-order-sheet") });
    const agree = page.getByLabel(/주문 내용을 확인했으며/);
    await agree.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await agree.check();
    await page.getByRole("button", { name: /^[\d,]+원 결제하기$/ }).click();
    await expect(page).toHaveURL(/\/comm\/commBill$/);
    await page.getByRole("button", { name: /^[\d,]+원 카드 결제$/ }).click();
    await payOnSandbox(page);
    await expect(page).toHaveURL(/\/order\/complete\?orderNo=/, { timeout: 15_000 });
    orderNo = new URL(page.url()).searchParams.get("orderNo") ?? "";
    await expect(page.getByText(/부산광역시 해운대구 해운대해변로 2 \(우동.*102동 803호/)).toBeVisible();

    // Delete it through the screen, at the /shipping alias (the same book): the confirmation says
    // who takes over as the default; Cancel keeps it.
    await page.goto("/shipping");
    await expect(page.getByRole("heading", { name: "배송지 관리" })).toBeVisible();
    await expect(page.getByText(/배송지 \d+개 \/ 최대 20개/)).toBeVisible();
    const mine = page.getByRole("listitem", { name: NAME });
    await mine.getByRole("button", { name: "삭제" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      `${NAME}은(는) 기본 배송지예요. 삭제하면 가장 먼저 등록한 배송지가 기본 배송지가 돼요.`,
    );
    await confirm.getByRole("button", { name: "취소" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(mine).toBeVisible();
    await mine.getByRole("button", { name: "삭제" }).click();
    await confirm.getByRole("button", { name: "삭제" }).click();
    await expect(page.getByRole("status")).toHaveText("배송지를 삭제했어요");
    await expect(mine).toHaveCount(0);
    // The address saved first (the seed's 집) is the default again.
    const first = page.getByRole("listitem").first();
    await expect(first).toHaveAccessibleName("집");
    await expect(first.getByText("기본", { exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/shipping");
  } finally {
    // Leave demo as it was: the order cancelled, the address gone (when the test stopped before deleting it).
    if (orderNo) await memberCall(page, "POST", `${COMMERCE}/orders/${orderNo}/cancel`, { reason: "e2e" });
    await emptyCart(page);
    await removeMine(page);
  }
});

test.describe("in English", () => {
  test.use({ lang: "en" });

  test("the search field is named Search address: one letter is refused, a building name finds its postcode", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/my/shipping?view=form");
    await page.getByRole("button", { name: "Find address" }).click();
    const sheet = page.getByRole("dialog", { name: "Address search" });
    const field = sheet.getByLabel("Search address");
    await field.fill("역");
    await sheet.getByRole("button", { name: "Search", exact: true }).click();
    await expect(sheet.getByText("Enter at least 2 characters")).toBeVisible();
    await field.fill("강남파이낸스");
    await sheet.getByRole("button", { name: "Search", exact: true }).click();
    await sheet.getByRole("button").filter({ hasText: "06236" }).click();
    await expect(page.getByLabel("Postcode")).toHaveValue("06236");
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue(
      "서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)",
    );
  });
});
