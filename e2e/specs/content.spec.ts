import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";
import { COMMERCE, emptyCart, memberCall } from "./checkout-helpers";

/** Issue 21, the chain's content, in Korean: notices, FAQ, terms and an event's sign-up. */

const seatsOf = async (page: Page) =>
  Number(/잔여 (\d+)석/.exec((await page.getByTestId("event-seats").textContent()) ?? "")?.[1]);

test("reads a notice: pinned ones first, a category, then one notice's content", async ({ page }) => {
  await page.goto("/notice");
  await expect(page.getByRole("heading", { name: "공지사항", level: 1 })).toBeVisible();
  const list = page.getByRole("list", { name: "공지사항 목록" });
  const items = list.getByRole("link");
  await expect(items.first()).toContainText("중요");
  await expect(items).toHaveCount(20);
  await page.screenshot({ path: shot("notice") });

  await page.getByRole("button", { name: "배송", exact: true }).click();
  await expect(page).toHaveURL(/\/notice\?category=DELIVERY$/);
  await expect(items.first()).toContainText("연말 주문 폭주로 인한 배송 지연 안내");
  await expect(list.getByText("매장", { exact: true })).toHaveCount(0);

  await items.filter({ hasText: "연말 주문 폭주" }).click();
  await expect(page).toHaveURL(/\/notice\/detail\?noticeNo=\d+$/);
  await expect(page.getByRole("heading", { name: "연말 주문 폭주로 인한 배송 지연 안내" })).toBeVisible();
  await expect(page.getByText("받으실 날짜보다 5일 이상 여유 있게")).toBeVisible();
  await page.screenshot({ path: shot("notice-detail") });
  await page.getByRole("link", { name: "목록으로" }).click();
  await expect(page).toHaveURL(/\/notice$/);
});

test("searches the FAQ and opens an answer", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByRole("heading", { name: "자주 묻는 질문", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "자주 묻는 질문 검색" }).fill("신분증");
  await page.getByRole("searchbox", { name: "자주 묻는 질문 검색" }).press("Enter");
  await expect(page).toHaveURL(/\/faq\?keyword=%EC%8B%A0%EB%B6%84%EC%A6%9D$/);
  await expect(page.getByRole("status").filter({ hasText: "‘신분증’ 검색 결과" })).toBeVisible();
  const question = page.getByRole("button", { name: /픽업할 때 무엇이 필요한가요\?/ });
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/교환권 바코드/)).toBeVisible();
  await page.screenshot({ path: shot("faq") });

  // A category chip narrows the search; clearing the words shows the category's questions.
  await page.getByRole("button", { name: "반품·교환" }).click();
  await expect(page.getByText("검색 결과가 없어요")).toBeVisible();
  await page.getByRole("searchbox", { name: "자주 묻는 질문 검색" }).fill("");
  await expect(page).toHaveURL(/\/faq\?category=RETURN$/);
  await expect(page.getByRole("button", { name: /와인을 반품할 수 있나요\?/ })).toBeVisible();
});

test("the order sheet's terms link lands on the purchase terms, its version in force first", async ({ page }) => {
  await signIn(page);
  await emptyCart(page);
  await memberCall(page, "POST", `${COMMERCE}/cart/A`, { items: [{ itemCd: "W0005", tnantCd: "T0001", itemQty: 1 }] });
  const cart = await memberCall<{ list: { items: { cartNo: number }[] }[] }>(page, "GET", `${COMMERCE}/cart`);
  await page.goto(`/order?cartNos=${cart.list[0]!.items[0]!.cartNo}`);
  const link = page.getByRole("link", { name: "구매 약관 보기" });
  await link.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await link.click();
  await expect(page).toHaveURL(/\/terms\?stplatRegNo=ST006$/);
  await expect(page.getByRole("heading", { name: "구매 이용약관" })).toBeVisible();
  const versions = page.getByRole("group", { name: "약관 버전" }).getByRole("button");
  await expect(versions).toHaveText(["v1.1 시행 중", "v1.0"]);
  await expect(versions.first()).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(/7일 안에 찾아가야/)).toBeVisible();
  await page.screenshot({ path: shot("terms-order") });
  await versions.nth(1).click();
  await expect(page.getByText(/14일 안에 찾아가야/)).toBeVisible();
  await page.getByRole("link", { name: "전체 약관 보기" }).click();
  await expect(page.getByRole("link", { name: /^서비스 이용약관/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /구매 이용약관/ })).toContainText("주문");
  await emptyCart(page);
});

test("demo signs up for an event with seats, then cancels and the seat is free again", async ({ page }) => {
  await signIn(page);
  await page.goto("/eventPage?eventNo=1");
  await expect(page.getByRole("heading", { name: "부르고뉴 피노 누아 5종 비교 시음회" })).toBeVisible();
  const before = await seatsOf(page);
  expect(before).toBeGreaterThan(0);
  await page.getByRole("button", { name: "참가 신청하기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "참가 신청이 완료되었어요" }).first()).toBeVisible();
  await expect(page.getByTestId("event-seats")).toHaveText(`잔여 ${before - 1}석 / 정원 20명`);
  await expect(page.getByRole("button", { name: "신청 취소하기" })).toBeEnabled();
  // The hero image and the page settle, and the toast goes, before the picture.
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("status").filter({ hasText: /^참가 신청이 완료되었어요$/ })).toHaveCount(0, {
    timeout: 10_000,
  });
  await page.screenshot({ path: shot("event-page") });

  // The list shows the member's seat.
  await page.goto("/eventPage");
  await expect(page.getByRole("link", { name: /부르고뉴 피노 누아/ })).toContainText("신청 완료");
  await page.screenshot({ path: shot("events") });
  await page.getByRole("link", { name: /부르고뉴 피노 누아/ }).click();

  await page.getByRole("button", { name: "신청 취소하기" }).click();
  await expect(page.getByRole("status").filter({ hasText: "참가 신청을 취소했어요" }).first()).toBeVisible();
  await expect(page.getByTestId("event-seats")).toHaveText(`잔여 ${before}석 / 정원 20명`);
  await expect(page.getByRole("button", { name: "참가 신청하기" })).toBeEnabled();
});

test("a guest in the app is sent to login to sign up, and comes back to the event", async ({ page }) => {
  await page.goto("/eventPage?eventNo=1");
  await page.getByRole("button", { name: "로그인하고 신청하기" }).click();
  await expect(page).toHaveURL(/\/login\?redirectPath=%2FeventPage%3FeventNo%3D1/);
  await page
    .getByLabel(/아이디/)
    .first()
    .fill("demo");
  await page
    .getByLabel(/비밀번호/)
    .first()
    .fill("Cellar!2345");
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(/\/eventPage\?eventNo=1$/);
  await expect(page.getByRole("button", { name: "참가 신청하기" })).toBeEnabled();
});

/** Decision 371: no serious or critical axe violation (WCAG 2.1 A and AA) once each page's content is shown. */
test("the content pages have no serious or critical axe violation", async ({ page }) => {
  test.setTimeout(90_000);
  const check = async (name: string, shown: Locator) => {
    await expect(shown).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const blocking = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect
      .soft(
        blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        name,
      )
      .toEqual([]);
  };
  await page.goto("/notice");
  await check("notices", page.getByRole("list", { name: "공지사항 목록" }));
  await page.goto("/notice/detail?noticeNo=1");
  await check("a notice", page.getByRole("heading", { name: "셀러 앱 서비스 이용약관 개정 안내" }));
  await page.goto("/faq");
  await page.getByRole("button", { name: /회원가입은 어떻게 하나요\?/ }).click();
  await check("FAQ", page.getByText(/휴대폰 본인인증을 마친 뒤/));
  await page.goto("/terms");
  await check("terms", page.getByRole("link", { name: /^구매 이용약관/ }));
  await page.goto("/terms?stplatRegNo=ST001");
  await check("a terms document", page.getByRole("heading", { name: "서비스 이용약관" }));
  await page.goto("/eventPage");
  await check("events", page.getByRole("list", { name: "진행 중" }));
  await page.goto("/eventPage?eventNo=5");
  await check("an event with a video", page.getByRole("heading", { name: "위스키 블렌딩 클래스" }));
  await page.screenshot({ path: shot("event-page-video"), fullPage: true });
});
