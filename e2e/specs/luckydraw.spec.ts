import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { BASIC, DEMO, expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";
import { E2E_MNGR_API_KEY } from "../playwright.config";
import { memberCall, payOnSandbox } from "./checkout-helpers";

/**
 * Issue 22, lucky draws, in Korean inside the app: demo and basic enter a fresh one-winner draw
 * (a second entry is refused), the store runs the draw, the winner pays on the sandbox card page,
 * the other sees "not selected". The draw is random: the test follows whoever won.
 */

const USER = "/user-api/v1.0.0/api/luckydraw";
const HOUR = 3_600_000;
const luckyDrawCd = `LD-E2E-${Date.now().toString(36).toUpperCase()}`;
const title = `테스트 맥캘란 드로우 ${luckyDrawCd.slice(-4)}`;
let winner: { loginId: string; password: string } = DEMO;
let loser: { loginId: string; password: string } = BASIC;

test.describe.configure({ mode: "serial" });

type Detail = { state: string; stores: { name: string }[]; myEntry: { result: string } | null };

async function applyInUi(page: Page) {
  await page.goto(`/luckydraw/detail?luckyDrawCd=${luckyDrawCd}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "응모하기" }).click();
  await expect(page).toHaveURL(new RegExp(`/luckydraw/complete\\?luckyDrawCd=${luckyDrawCd}$`));
  await expect(page.getByRole("heading", { name: "응모가 완료되었어요" })).toBeVisible();
}

test("demo enters a fresh draw at a store and a second entry is refused", async ({ page }) => {
  const created = await page.request.post("/mngr-api/v1.0.0/api/luckydraw", {
    headers: { "x-mngr-key": E2E_MNGR_API_KEY },
    data: {
      luckyDrawCd,
      title,
      itemCd: "W0012",
      drawPrice: 135_000,
      winnerCnt: 1,
      reserveCnt: 0,
      entryStartAt: new Date(Date.now() - HOUR).toISOString(),
      entryEndAt: new Date(Date.now() + 24 * HOUR).toISOString(),
      announceAt: new Date(Date.now() + 25 * HOUR).toISOString(),
      rules: "1인 1회 응모할 수 있습니다.\n당첨자는 발표 후 2일 안에 결제해 주세요.",
      tnantCds: ["T0001", "T0002"],
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  await signIn(page, DEMO);
  await page.goto("/luckydraw");
  await expect(page.getByRole("tab", { name: "응모 중" })).toHaveAttribute("aria-selected", "true");
  const card = page.locator(`a[data-lucky-draw="${luckyDrawCd}"]`);
  await expect(card).toContainText("135,000원");
  await expect(card).toContainText("당첨 1명");
  await expect(card).toContainText(/응모 \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} ~ \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
  await expect(card).toContainText(/발표 \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
  await page.screenshot({ path: shot("luckydraw-list") });
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/luckydraw/detail\\?luckyDrawCd=${luckyDrawCd}$`));
  await expect(page.getByRole("radiogroup", { name: "수령 매장 선택" })).toBeVisible();
  await page.screenshot({ path: shot("luckydraw-detail"), fullPage: true });

  // Without a store the entry is not sent.
  await page.getByRole("button", { name: "응모하기" }).click();
  await expect(page.getByRole("alert")).toContainText("수령할 매장을 선택해 주세요");
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "응모하기" }).click();
  await expect(page.getByRole("heading", { name: "응모가 완료되었어요" })).toBeVisible();
  await page.screenshot({ path: shot("luckydraw-complete-applied") });

  // A second entry: the page offers none, and the server refuses one sent anyway.
  await page.goto(`/luckydraw/detail?luckyDrawCd=${luckyDrawCd}`);
  await expect(page.getByText(/수령으로 응모했어요/)).toBeVisible();
  await expect(page.getByRole("button", { name: "응모하기" })).toHaveCount(0);
  const again = await page.request.fetch(`${USER}/${luckyDrawCd}/entry`, {
    method: "POST",
    headers: await tokens(page),
    data: { tnantCd: "T0002" },
  });
  expect(((await again.json()) as { code: string }).code).toBe("LKD0004");

  await page.getByRole("link", { name: "내 응모 보기" }).click();
  await expect(page).toHaveURL(/\/luckydraw\/apply\/detail\?luckyDrawCd=/);
  await expect(page.getByRole("heading", { name: "응모가 완료되었어요" })).toBeVisible();
  await page.screenshot({ path: shot("luckydraw-apply-detail") });
});

test("basic enters too and the store runs the draw: one winner of two", async ({ page }) => {
  await signIn(page, BASIC);
  await applyInUi(page);
  const run = await page.request.post(`/mngr-api/v1.0.0/api/luckydraw/${luckyDrawCd}/draw`, {
    headers: { "x-mngr-key": E2E_MNGR_API_KEY },
  });
  expect(await run.json()).toMatchObject({ code: "0000", data: { ran: true, entryCnt: 2, winnerCnt: 1 } });
  const mine = await memberCall<Detail>(page, "GET", `${USER}/${luckyDrawCd}`);
  expect(mine.state).toBe("DRAWN");
  if (mine.myEntry?.result === "WINNER") [winner, loser] = [BASIC, DEMO];
  else expect(mine.myEntry?.result).toBe("LOST");
});

test("the winner pays on the sandbox card page and gets a pick-up order", async ({ page }) => {
  await signIn(page, winner);
  // The draw's alarm in /alert opens the result.
  await page.goto("/alert");
  const alarm = page.locator("button[data-read]").filter({ hasText: title });
  await expect(alarm).toHaveCount(1);
  await expect(alarm).toContainText("럭키드로우 당첨을 축하드립니다");
  await alarm.click();
  await expect(page).toHaveURL(new RegExp(`/luckydraw/winning/detail\\?luckyDrawCd=${luckyDrawCd}$`));
  await expect(page.getByRole("heading", { name: "축하합니다! 당첨되셨어요" })).toBeVisible();
  await expect(page.getByTestId("lucky-deadline")).toContainText("결제 기한");
  await page.screenshot({ path: shot("luckydraw-winning-detail") });
  await page.getByRole("link", { name: "결제하기" }).click();
  await expect(page).toHaveURL(new RegExp(`/luckydraw/order/${luckyDrawCd}$`));
  await page.screenshot({ path: shot("luckydraw-pay") });
  await page.getByRole("button", { name: "135,000원 결제하기" }).click();
  await payOnSandbox(page);
  await expect(page).toHaveURL(new RegExp(`/luckydraw/complete\\?luckyDrawCd=${luckyDrawCd}$`));
  await expect(page.getByRole("heading", { name: "결제가 완료되었어요" })).toBeVisible();
  const orderNo = (await page.getByTestId("lucky-order-no").textContent()) ?? "";
  expect(orderNo).toMatch(/^O\d{8}[0-9A-F]{10}$/);
  await page.screenshot({ path: shot("luckydraw-complete-paid") });

  await page.getByRole("link", { name: "픽업 주문 보기" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/history/detail\\?orderNo=${orderNo}$`));
  await expect(page.getByText("맥캘란 12년 더블 캐스크").first()).toBeVisible();
  await expect(page.getByTestId("voucher")).toHaveCount(0);

  // The store readies the bottle (02): the order shows the exchange voucher, as any pick-up order does.
  const ready = await page.request.post(`/mngr-api/v1.0.0/api/orders/${orderNo}/status`, {
    headers: { "x-mngr-key": E2E_MNGR_API_KEY },
    data: { orderStatCd: "02" },
  });
  expect(await ready.json()).toMatchObject({ code: "0000", data: { orderStatCd: "02" } });
  await page.reload();
  await expect(page.getByTestId("detail-status")).toHaveAttribute("data-status", "02");
  await expect(page.getByTestId("voucher").locator("svg, canvas, img").first()).toBeVisible();
  await page.screenshot({ path: shot("luckydraw-voucher") });

  await page.goto("/luckydraw/history");
  const entry = page.getByRole("list", { name: "응모 내역" }).getByRole("link", { name: new RegExp(title) });
  await expect(entry).toContainText("결제 완료");
  await page.screenshot({ path: shot("luckydraw-history") });
});

test("the other entrant sees that they were not selected and cannot pay", async ({ page }) => {
  await signIn(page, loser);
  await page.goto("/alert");
  await expect(page.locator("button[data-read]").filter({ hasText: title })).toContainText("럭키드로우 결과 안내");
  await page.goto(`/luckydraw/winning/detail?luckyDrawCd=${luckyDrawCd}`);
  await expect(page.getByRole("heading", { name: "아쉽게도 당첨되지 않았어요" })).toBeVisible();
  await expect(page.getByRole("link", { name: "결제하기" })).toHaveCount(0);
  await page.screenshot({ path: shot("luckydraw-not-selected") });
  await page.goto(`/luckydraw/order/${luckyDrawCd}`);
  await expect(page.getByText("당첨자만 결제할 수 있어요.")).toBeVisible();
  await expect(page.getByRole("button", { name: /결제하기$/ })).toBeDisabled();
  const pay = await page.request.fetch(`${USER}/${luckyDrawCd}/pay`, {
    method: "POST",
    headers: await tokens(page),
    data: { payMethod: "CARD", returnPath: "/luckydraw/complete" },
  });
  expect(((await pay.json()) as { code: string }).code).toBe("LKD0008");
});

test("demo's seeded draws: a win to pay by its deadline, and the closed tab", async ({ page }) => {
  await signIn(page, DEMO);
  await page.goto("/luckydraw/order");
  await expect(page.getByRole("list", { name: "결제할 당첨" })).toContainText("맥캘란 셰리 오크 럭키드로우");
  await page.screenshot({ path: shot("luckydraw-order") });
  await page.goto("/luckydraw?tab=CLOSED");
  await expect(page.locator('a[data-lucky-draw="LD-OPUSONE"]')).toContainText("미당첨");
  await page.screenshot({ path: shot("luckydraw-closed") });
  await page.goto("/luckydraw?tab=UPCOMING");
  await expect(page.locator('a[data-lucky-draw="LD-BALVENIE"]')).toContainText("Black 등급 이상");
});

test("a winner pays by easy pay with a registered card and the payment password", async ({ page }) => {
  const code = `${luckyDrawCd}-EZ`;
  const created = await page.request.post("/mngr-api/v1.0.0/api/luckydraw", {
    headers: { "x-mngr-key": E2E_MNGR_API_KEY },
    data: {
      luckyDrawCd: code,
      title: `간편결제 테스트 드로우 ${code.slice(-7)}`,
      itemCd: "W0012",
      drawPrice: 120_000,
      winnerCnt: 1,
      reserveCnt: 0,
      entryStartAt: new Date(Date.now() - HOUR).toISOString(),
      entryEndAt: new Date(Date.now() + HOUR).toISOString(),
      announceAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      tnantCds: ["T0001"],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await signIn(page, DEMO);
  const entered = await page.request.fetch(`${USER}/${code}/entry`, {
    method: "POST",
    headers: await tokens(page),
    data: { tnantCd: "T0001" },
  });
  expect(((await entered.json()) as { code: string }).code).toBe("0000");
  await page.request.post(`/mngr-api/v1.0.0/api/luckydraw/${code}/draw`, {
    headers: { "x-mngr-key": E2E_MNGR_API_KEY },
  });

  await page.goto(`/luckydraw/order/${code}`);
  await page.getByRole("radio", { name: "간편결제 (등록 카드)" }).check();
  await page.getByRole("radiogroup", { name: "결제할 카드" }).getByRole("radio").first().check();
  await page.getByLabel("결제 비밀번호 6자리").fill("000000");
  await page.screenshot({ path: shot("luckydraw-pay-easypay"), fullPage: true });
  await page.getByRole("button", { name: "120,000원 결제하기" }).click();
  await expect(page).toHaveURL(new RegExp(`/luckydraw/complete\\?luckyDrawCd=${code}$`));
  await expect(page.getByRole("heading", { name: "결제가 완료되었어요" })).toBeVisible();
  await expect(page.getByTestId("lucky-order-no")).toHaveText(/^O\d{8}[0-9A-F]{10}$/);
});

/** Decision 371: no serious or critical axe violation (WCAG 2.1 A and AA) on the lucky-draw pages. */
test("the lucky-draw pages have no serious or critical axe violation", async ({ page }) => {
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
  await signIn(page, DEMO);
  await page.goto("/luckydraw?tab=CLOSED");
  await check("list", page.locator('a[data-lucky-draw="LD-MACALLAN"]'));
  await page.goto("/luckydraw/detail?luckyDrawCd=LD-YAMAZAKI");
  await check("detail", page.getByRole("button", { name: "응모하기" }));
  await page.goto("/luckydraw/winning/detail?luckyDrawCd=LD-MACALLAN");
  await check("winning", page.getByTestId("lucky-deadline"));
  await page.goto("/luckydraw/order/LD-MACALLAN");
  await check("pay", page.getByRole("radiogroup", { name: "결제 수단" }));
  await page.goto("/luckydraw/history");
  await check("history", page.getByRole("list", { name: "응모 내역" }));
});

test.describe("in English", () => {
  test.use({ lang: "en" });
  test("a guest sees the Apply button and is sent to log in", async ({ page }) => {
    await page.goto("/luckydraw/detail?luckyDrawCd=LD-YAMAZAKI");
    await expect(page.getByRole("radiogroup", { name: "Pick-up store" })).toBeVisible();
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/login\?redirectPath=/);
  });
});

async function tokens(page: Page) {
  return page.evaluate(() => ({
    "x-scm-token": localStorage.getItem("x-scm-token") ?? "",
    "x-ref-token": localStorage.getItem("x-ref-token") ?? "",
  }));
}
