import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";
import { E2E_MNGR_API_KEY } from "../playwright.config";

/** Issue 22, the roulette: the seeded event's odds, a spin that lands a coupon in /coupon, my spins. */

const HOUR = 3_600_000;

/** A store-side event whose only chance (100 %) is `prize`: the spin's result is known. */
async function certainRoulette(page: Page, title: string, prize: Record<string, unknown>): Promise<string> {
  const eventCd = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const zero = { oddsBp: 0 };
  const others = [
    { kind: "STAMP", amount: 1, ...zero },
    { kind: "PREPAID", amount: 1000, ...zero },
    { kind: "COUPON", cpnCd: "CPN-ROULETTE-10P", ...zero },
    { kind: "PREPAID", amount: 5000, ...zero },
    { kind: "NONE", ...zero },
  ];
  const res = await page.request.post("/mngr-api/v1.0.0/api/roulette", {
    headers: { "x-mngr-key": E2E_MNGR_API_KEY },
    data: {
      eventCd,
      title,
      summary: "결과가 정해진 테스트용 룰렛입니다.",
      startAt: new Date(Date.now() - HOUR).toISOString(),
      endAt: new Date(Date.now() + 24 * HOUR).toISOString(),
      prizes: [{ ...prize, oddsBp: 10_000 }, ...others],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return eventCd;
}

/** Spins once and answers the result dialog once the wheel has stopped (about four seconds). */
async function spinOnce(page: Page) {
  await page.getByRole("button", { name: "룰렛 돌리기" }).click();
  await expect(page.getByRole("button", { name: "돌아가는 중…" })).toBeDisabled();
  const dialog = page.getByRole("dialog", { name: "룰렛 결과" });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  return dialog;
}

/** Staff spins here: demo's and basic's coupon and stamp counts are asserted by other specs. */
const STAFF = { loginId: "staff", password: DEMO.password };

test("a guest sees the running roulette, its published odds, and is asked to log in to spin", async ({ page }) => {
  await page.goto("/roulette");
  await expect(page.getByRole("heading", { name: "연말 행운의 룰렛" })).toBeVisible();
  await expect(page.getByRole("img", { name: "룰렛판: 7칸" })).toBeVisible();
  const odds = page.getByRole("table");
  await expect(odds.getByRole("row", { name: /다음 기회에/ })).toContainText("39%");
  await expect(odds.getByRole("row", { name: /룰렛 당첨 5,000원 할인/ })).toContainText("10%");
  await expect(odds.getByRole("row", { name: /스탬프 1개/ })).toContainText("제한 없음");
  await expect(page.getByText(/‘다음 기회에’로 처리됩니다/)).toBeVisible();
  await page.screenshot({ path: shot("roulette-guest"), fullPage: true });
  await page.getByRole("button", { name: "로그인하고 돌리기" }).click();
  await expect(page).toHaveURL(/\/login\?redirectPath=%2Froulette/);
});

test("a member spins, the wheel lands on the coupon, and the coupon is in the coupon box", async ({ page }) => {
  await signIn(page, STAFF);
  await page.goto("/roulette");
  await expect(page.getByRole("heading", { name: "연말 행운의 룰렛" })).toBeVisible();
  await expect(page.getByTestId("roulette-spins-left")).toHaveText("1회");
  await expect(page.getByText("오늘 구매하면 한 번 더 돌릴 수 있어요")).toBeVisible();
  await page.screenshot({ path: shot("roulette"), fullPage: true });

  const eventCd = await certainRoulette(page, "테스트 쿠폰 룰렛", {
    kind: "COUPON",
    cpnCd: "CPN-ROULETTE-5000",
    stock: 100,
  });
  await page.goto(`/roulette?eventCd=${eventCd}`);
  await expect(page.getByRole("heading", { name: "테스트 쿠폰 룰렛" })).toBeVisible();
  const dialog = await spinOnce(page);
  await expect(dialog).toContainText("축하합니다! 룰렛 당첨 5,000원 할인에 당첨되었어요");
  await expect(dialog).toContainText("쿠폰함에 바로 넣어 드렸어요.");
  // The pointer sits on the middle of slot 0 of 6: whole turns plus 330°.
  const rotation = Number(await page.getByTestId("roulette-wheel").getAttribute("data-rotation"));
  expect(((rotation % 360) + 360) % 360).toBe(330);
  await page.screenshot({ path: shot("roulette-result") });

  // The coupon box opens newest first: the coupon just won is at the top.
  await dialog.getByRole("link", { name: "쿠폰함 보기" }).click();
  await expect(page).toHaveURL(/\/coupon\?order=latest$/);
  await expect(page.getByRole("listitem").first().getByRole("heading")).toHaveText("룰렛 당첨 5,000원 할인");

  // Today's one spin of this event is used.
  await page.goto(`/roulette?eventCd=${eventCd}`);
  await expect(page.getByTestId("roulette-spins-left")).toHaveText("0회");
  await expect(page.getByRole("button", { name: "룰렛 돌리기" })).toBeDisabled();
});

test("a stamp prize is on the stamp card at once, and my spins list what each gave", async ({ page }) => {
  await signIn(page, STAFF);
  const eventCd = await certainRoulette(page, "테스트 스탬프 룰렛", { kind: "STAMP", amount: 3 });
  await page.goto(`/roulette?eventCd=${eventCd}`);
  const dialog = await spinOnce(page);
  await expect(dialog).toContainText("축하합니다! 스탬프 3개에 당첨되었어요");
  await dialog.getByRole("link", { name: "스탬프 확인" }).click();
  await expect(page).toHaveURL(/\/membership$/);
  const newest = page.locator("li[data-type]").first();
  await expect(newest).toHaveAttribute("data-type", "GIFT_RELOAD");
  await expect(newest).toContainText("+3");

  await page.goto(`/roulette?eventCd=${eventCd}`);
  await page.getByRole("link", { name: "나의 룰렛 내역" }).click();
  await expect(page).toHaveURL(/\/roulette\/detail$/);
  const spins = page.getByRole("list", { name: "룰렛 내역" }).getByRole("listitem");
  await expect(spins.first()).toContainText("스탬프 3개");
  await expect(spins.first()).toContainText("테스트 스탬프 룰렛");
  await expect(spins.first().getByRole("link", { name: "스탬프 확인" })).toHaveAttribute("href", "/membership");
  await expect(spins.nth(1)).toContainText("룰렛 당첨 5,000원 할인");
  await page.screenshot({ path: shot("roulette-detail"), fullPage: true });
});

/** Decision 371: no serious or critical axe violation (WCAG 2.1 A and AA). */
test("the roulette's pages have no serious or critical axe violation", async ({ page }) => {
  const check = async (name: string, shown: Locator) => {
    await expect(shown).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const blocking = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      name,
    ).toEqual([]);
  };
  await signIn(page, STAFF);
  await page.goto("/roulette");
  await check("the roulette", page.getByRole("table"));
  await page.goto("/roulette/detail");
  await check("my spins", page.getByRole("heading", { name: "나의 룰렛 내역" }));
  // Back from my spins (opened directly) leads to the roulette, and from there home.
  await page.getByRole("button", { name: "뒤로 가기" }).click();
  await expect(page).toHaveURL(/\/roulette$/);
  await page.getByRole("button", { name: "뒤로 가기" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test.describe("in English", () => {
  test.use({ lang: "en" });

  test("the roulette's button is named Spin (CONTRACT.md §5)", async ({ page }) => {
    await signIn(page);
    await page.goto("/roulette");
    await expect(page.getByRole("button", { name: "Spin", exact: true })).toBeVisible();
    await expect(page.getByRole("table").getByRole("row", { name: /Next time/ })).toContainText("39%");
  });
});
