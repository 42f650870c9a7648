import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { E2E_MNGR_API_KEY } from "../playwright.config";
import { signIn } from "./checkout-helpers";

/** Issue 22, the roulette: the seeded event's odds, a spin that lands a coupon in /coupon, my spins. */

const HOUR = 3_600_000;

/** A store-side event whose only chance is a 5,000-won coupon (100 %): the spin's result is known. */
async function couponOnlyRoulette(page: Page): Promise<string> {
  const eventCd = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const zero = { oddsBp: 0 };
  const res = await page.request.post("/mngr-api/v1.0.0/api/roulette", {
    headers: { "x-mngr-key": E2E_MNGR_API_KEY },
    data: {
      eventCd,
      title: "테스트 쿠폰 룰렛",
      summary: "쿠폰이 반드시 나오는 테스트용 룰렛입니다.",
      startAt: new Date(Date.now() - HOUR).toISOString(),
      endAt: new Date(Date.now() + 24 * HOUR).toISOString(),
      prizes: [
        { kind: "COUPON", cpnCd: "CPN-ROULETTE-5000", oddsBp: 10_000, stock: 100 },
        { kind: "STAMP", amount: 1, ...zero },
        { kind: "PREPAID", amount: 1000, ...zero },
        { kind: "STAMP", amount: 3, ...zero },
        { kind: "PREPAID", amount: 5000, ...zero },
        { kind: "NONE", ...zero },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return eventCd;
}

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
  await signIn(page);
  await page.goto("/roulette");
  await expect(page.getByRole("heading", { name: "연말 행운의 룰렛" })).toBeVisible();
  await expect(page.getByTestId("roulette-spins-left")).toHaveText(/\d회/);
  await page.screenshot({ path: shot("roulette"), fullPage: true });

  const eventCd = await couponOnlyRoulette(page);
  await page.goto(`/roulette?eventCd=${eventCd}`);
  await expect(page.getByRole("heading", { name: "테스트 쿠폰 룰렛" })).toBeVisible();
  const spin = page.getByRole("button", { name: "룰렛 돌리기" });
  await spin.click();
  await expect(page.getByRole("button", { name: "돌아가는 중…" })).toBeDisabled();
  // The wheel turns for about four seconds, then names the result.
  const dialog = page.getByRole("dialog", { name: "룰렛 결과" });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText("축하합니다! 룰렛 당첨 5,000원 할인에 당첨되었어요");
  await expect(dialog).toContainText("쿠폰함에 바로 넣어 드렸어요.");
  // The pointer sits on slot 0 of 6: the wheel turned whole turns plus 330°.
  const rotation = Number(await page.getByTestId("roulette-wheel").getAttribute("data-rotation"));
  expect(((rotation % 360) + 360) % 360).toBe(330);
  await page.screenshot({ path: shot("roulette-result") });

  await dialog.getByRole("link", { name: "쿠폰함 보기" }).click();
  // The coupon box opens newest first: the coupon just won is at the top.
  await expect(page).toHaveURL(/\/coupon\?order=latest$/);
  await expect(page.getByRole("listitem").first().getByRole("heading")).toHaveText("룰렛 당첨 5,000원 할인");

  await page.goto(`/roulette?eventCd=${eventCd}`);
  await expect(page.getByTestId("roulette-spins-left")).toHaveText(/\d회/);
  await page.getByRole("link", { name: "나의 룰렛 내역" }).click();
  await expect(page).toHaveURL(/\/roulette\/detail$/);
  const spins = page.getByRole("list", { name: "룰렛 내역" });
  await expect(spins.getByRole("listitem").first()).toContainText("룰렛 당첨 5,000원 할인");
  await expect(spins.getByRole("listitem").first()).toContainText("테스트 쿠폰 룰렛");
  await expect(spins.getByText("다음 기회에").first()).toBeVisible();
  await page.screenshot({ path: shot("roulette-detail"), fullPage: true });
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
