import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";
import { COMMERCE, emptyCart, memberCall, PRODUCT } from "./checkout-helpers";

/**
 * Issue 25: my page is the hub of what a member has, and nothing the app links leads nowhere. The
 * walker opens every link my page, the order sheet and the member's alarms lead to and fails on a
 * "coming soon" or not-found screen, an error answer or a page that could not load.
 */

const USER_API = "/user-api/v1.0.0/api";

/** The paths of the links inside the page's main content, each once (the product pages: the first). */
async function linksIn(page: Page): Promise<string[]> {
  const hrefs = await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const internal = [...new Set(hrefs.filter((h) => h.startsWith("/")))];
  const product = internal.find((h) => h.startsWith("/product/"));
  return internal.filter((h) => !h.startsWith("/product/") || h === product);
}

/** Opens a link the way a shopper lands on it and fails on a dead end. */
async function expectWorkingScreen(page: Page, link: string) {
  const answer = await page.goto(link);
  expect(answer?.status(), `${link} answers`).toBeLessThan(400);
  await expect(page.locator("h1, h2").first(), `${link} shows a page`).toBeVisible();
  await expect(page.getByText("Coming soon", { exact: true }), `${link} is not coming soon`).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "페이지를 찾을 수 없어요" }), `${link} is found`).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "화면을 불러오지 못했어요" }), `${link} loads`).toHaveCount(0);
  await expect(page.getByText("존재하지 않는 페이지입니다."), `${link} knows its page`).toHaveCount(0);
}

async function walk(page: Page, links: string[]) {
  for (const link of links) await expectWorkingScreen(page, link);
}

/** Scrolls a group's heading to just below the page header (which stays on top of the page). */
async function scrollToGroup(page: Page, name: string) {
  const heading = page.getByRole("heading", { name, exact: true });
  await heading.evaluate((el) => {
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, el.getBoundingClientRect().top - header - 24);
  });
  await expect(heading).toBeInViewport();
}

test.describe.configure({ timeout: 60_000 });

test("my page groups what the member has, with counts, and every link of it lands on a working screen", async ({
  page,
}) => {
  // 22 and more screens opened one after another: 41–46 s on a slow 2-core machine, 60 s once on CI
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto("/my");
  for (const group of ["쇼핑 정보", "혜택", "활동", "이벤트", "설정·정보", "고객센터"]) {
    await expect(page.getByRole("heading", { name: group, exact: true })).toBeVisible();
  }
  const summary = page.getByRole("list", { name: "혜택" });
  await expect(summary.getByRole("link", { name: /^쿠폰\s*\d+장$/ })).toBeVisible();
  await expect(summary.getByRole("link", { name: /^선불금\s*[\d,]+원$/ })).toBeVisible();
  await expect(summary.getByRole("link", { name: /^스탬프\s*\d+개$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^주문·배송 내역\s*진행 중 \d+$/ })).toBeVisible();
  await page.screenshot({ path: shot("my-page"), fullPage: true });
  await page.screenshot({ path: shot("my-page-top") });
  // The groups further down (the full-page shot above holds only the first screen).
  await scrollToGroup(page, "혜택");
  await page.screenshot({ path: shot("my-page-middle") });
  await scrollToGroup(page, "설정·정보");
  await expect(page.getByRole("link", { name: "약관 및 정책" })).toBeInViewport();
  await page.screenshot({ path: shot("my-page-lower") });

  const links = await linksIn(page);
  for (const expected of [
    "/return",
    "/easypayment",
    "/my/shipping",
    "/my/restock",
    "/my/review",
    "/wineKeep",
    "/faq",
  ]) {
    expect(links).toContain(expected);
  }
  expect(links.length).toBeGreaterThanOrEqual(22);
  await walk(page, links);
});

test("every link of the order sheet (the terms, the wine-keep hint, the address book) lands on a working screen", async ({
  page,
}) => {
  await signIn(page);
  await emptyCart(page);
  // A bottle in stock at 셀러 청담점 (T0001, a store that keeps wine): the sheet shows the keep hint.
  let cartNo = 0;
  for (let n = 1; n <= 40 && cartNo === 0; n++) {
    const itemCd = `W${String(n).padStart(4, "0")}`;
    const stock = await memberCall<{ tnantCd: string; qty: number }[]>(
      page,
      "GET",
      `${PRODUCT}/products/${itemCd}/stock`,
    );
    if (((stock ?? []).find((s) => s.tnantCd === "T0001")?.qty ?? 0) < 1) continue;
    await memberCall(page, "POST", `${COMMERCE}/cart/A`, { items: [{ itemCd, tnantCd: "T0001", itemQty: 1 }] });
    const cart = await memberCall<{ list: { items: { cartNo: number }[] }[] }>(page, "GET", `${COMMERCE}/cart`);
    cartNo = cart.list.flatMap((g) => g.items)[0]?.cartNo ?? 0;
  }
  expect(cartNo).toBeGreaterThan(0);
  await page.goto(`/order?cartNos=${cartNo}`);
  await expect(page.getByRole("link", { name: "구매 약관 보기" })).toBeVisible();
  const links = await linksIn(page);
  expect(links.some((l) => l.startsWith("/terms?"))).toBe(true);
  expect(links).toContain("/wineKeep");
  await walk(page, links);
  await emptyCart(page);
});

test("every alarm the member has (the seeded ones and those jobs sent) opens a working screen", async ({ page }) => {
  await signIn(page);
  const alarms = await memberCall<{ list: { link: string | null }[] }>(
    page,
    "GET",
    `${USER_API}/alarms?pageNo=1&pageSize=50`,
  );
  const links = [...new Set(alarms.list.map((a) => a.link).filter((l): l is string => Boolean(l?.startsWith("/"))))];
  expect(links.some((l) => l.startsWith("/eventPage?eventNo="))).toBe(true);
  expect(links.length).toBeGreaterThanOrEqual(4);
  await walk(page, links);
});

test("/member/manage/{memberInfo} by the spec's member-detail field names lands on each field's own page", async ({
  page,
}) => {
  await signIn(page);
  // [address, the page it shows (the same path in any letter case), its heading, a thing only it has]
  const fields: [string, string, string, RegExp][] = [
    ["nickName", "/member/manage/nickname", "닉네임 변경", /^새 닉네임$/],
    ["loginPassword", "/member/manage/password", "비밀번호 변경", /^현재 비밀번호$/],
    ["chgPassword", "/member/manage/password", "비밀번호 변경", /^현재 비밀번호$/],
    ["chgEmail", "/member/manage/email", "이메일 변경", /^새 이메일$/],
    ["empNo", "/member/manage/emplynum", "사번 등록", /셀러 임직원은 사번을 등록하면/],
    ["contactNumber", "/member/manage/contactNumber", "휴대폰 번호 변경", /^새 번호 인증하기$/],
  ];
  for (const [field, path, heading, mark] of fields) {
    await expectWorkingScreen(page, `/member/manage/${field}`);
    await expect(page.getByRole("heading", { name: heading }), `${field} shows ${heading}`).toBeVisible();
    await expect(page.getByText(mark).first(), `${field} shows its own form`).toBeVisible();
    await expect
      .poll(() => new URL(page.url()).pathname.toLowerCase(), `${field} lands on ${path}`)
      .toBe(path.toLowerCase());
  }
});

test("the member keeps a lunar birthday from the manage page (/member/manage/birthday)", async ({ page }) => {
  await signIn(page);
  await page.goto("/member/manage");
  await page.getByRole("link", { name: /생년월일\s*1988\.05\.12/ }).click();
  await expect(page).toHaveURL(/\/member\/manage\/birthday$/);
  await page.getByRole("radio", { name: "음력" }).check();
  await page.getByLabel("음력 생일").fill("19880327");
  await page.screenshot({ path: shot("member-birthday") });
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page).toHaveURL(/\/member\/manage$/);
  await expect(page.getByRole("link", { name: /생년월일\s*1988\.05\.12 \(음력\)/ })).toBeVisible();
  // Back to solar, as the seed has it (other specs read the member detail).
  await page.goto("/member/manage/birthday");
  await page.getByRole("radio", { name: "양력" }).check();
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("link", { name: /생년월일\s*1988\.05\.12 \(양력\)/ })).toBeVisible();
});
