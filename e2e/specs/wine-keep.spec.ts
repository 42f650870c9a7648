import { BASIC, DEMO, expect, submitLogin, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";
import { E2E_MNGR_API_KEY } from "../playwright.config";
import { agreeOnSheet, COMMERCE, emptyCart, memberCall, PRODUCT, payOnSandbox } from "./checkout-helpers";

/** Issue 23, wine keep: the demo's seeded keeps by store, one keep's barcode, a hand-over at the store. */

test("my kept wine by store, one keep's barcode, and a store hand-over leaves fewer bottles", async ({ page }) => {
  await signIn(page);
  await page.goto("/wineKeep");
  await expect(page.getByRole("heading", { name: "셀러 청담점" })).toBeVisible();
  await expect(page.getByText("D-5", { exact: true })).toBeVisible();
  await expect(page.getByText("남은 수량 4병 / 보관 6병")).toBeVisible();
  // 청담점 keeps for the chain's 90 days (decision 460).
  await expect(page.getByText(/까지 찾아가기 · 보관 기간 90일$/).first()).toBeVisible();
  await page.screenshot({ path: shot("wine-keep"), fullPage: true });

  await page.getByText("남은 수량 4병 / 보관 6병").click();
  await expect(page).toHaveURL(/\/wineKeepDetail\?keepNo=/);
  const barcode = page.getByRole("img", { name: "보관 바코드" });
  await expect(barcode).toHaveAttribute("data-drawn", "true");
  await expect(page.getByText("남은 와인 4병 / 6병")).toBeVisible();
  await expect(page.getByText("결제일부터 90일 (매장 보관 규칙)")).toBeVisible();
  await page.screenshot({ path: shot("wine-keep-detail"), fullPage: true });

  const value = (await barcode.getAttribute("data-value")) ?? "";
  const found = await page.request.get(`/mngr-api/v1.0.0/api/wine-keeps/barcode/${value}`, {
    headers: { "x-mngr-key": E2E_MNGR_API_KEY },
  });
  expect(found.status()).toBe(200);
  const keep = (await found.json()).data as { keepNo: string; lines: { lineNo: number }[] };
  const handed = await page.request.post(`/mngr-api/v1.0.0/api/wine-keeps/${keep.keepNo}/hand-overs`, {
    headers: { "x-mngr-key": E2E_MNGR_API_KEY },
    data: { lineNo: keep.lines[0]!.lineNo, qty: 2, handedBy: "김점장" },
  });
  expect(handed.status()).toBe(200);
  await page.reload();
  await expect(page.getByText("남은 와인 2병 / 6병")).toBeVisible();
  await expect(page.getByText("김점장").first()).toBeVisible();

  // Back from a keep leads to the list, and from the list to my page (no dead end).
  await page.getByRole("button", { name: "뒤로 가기" }).click();
  await expect(page).toHaveURL(/\/wineKeep$/);
  await page.getByRole("button", { name: "뒤로 가기" }).click();
  await expect(page).toHaveURL(/\/my$/);
  await page.goto("/wineKeep");
  await page.getByRole("tab", { name: "지난 보관" }).click();
  await expect(page.getByRole("heading", { name: "셀러 코엑스점" })).toBeVisible();
  // 코엑스점 keeps for its own 180 days.
  await expect(page.getByText(/보관 시작 · 보관 기간 180일$/)).toBeVisible();
  await page.screenshot({ path: shot("wine-keep-past"), fullPage: true });
});

test("a guest in the app is sent from wine keep and a keep's detail to login, and comes back signed in", async ({
  page,
}) => {
  for (const path of ["/wineKeepDetail?keepNo=K1", "/wineKeep"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("redirectPath")).toBe(path);
    expect(url.searchParams.get("isBackHome")).toBe("true");
  }
  await submitLogin(page, DEMO);
  await expect(page).toHaveURL(/\/wineKeep$/);
  await expect(page.getByRole("heading", { name: "셀러 청담점" })).toBeVisible();
});

test.describe("a keep order, in English", () => {
  test.use({ lang: "en" });
  test.describe.configure({ timeout: 120_000 });

  test("6 bottles ordered to keep at the store become a keep; the store hands 2 over; 4 are left", async ({ page }) => {
    await signIn(page, BASIC);
    await emptyCart(page);
    // A wine with six bottles at 셀러 청담점 (T0001, a store that keeps wine) and no options.
    let cartNo = 0;
    for (let n = 1; n <= 40 && cartNo === 0; n++) {
      const itemCd = `W${String(n).padStart(4, "0")}`;
      const stock = await memberCall<{ tnantCd: string; qty: number }[]>(
        page,
        "GET",
        `${PRODUCT}/products/${itemCd}/stock`,
      );
      const atStore = (stock ?? []).find((s) => s.tnantCd === "T0001")?.qty ?? 0;
      if (atStore < 6) continue;
      await memberCall(page, "POST", `${COMMERCE}/cart/A`, { items: [{ itemCd, tnantCd: "T0001", itemQty: 6 }] });
      const cart = await memberCall<{ list: { items: { cartNo: number; itemQty: number }[] }[] }>(
        page,
        "GET",
        `${COMMERCE}/cart`,
      );
      const line = cart.list.flatMap((g) => g.items).find((i) => i.itemQty === 6);
      if (line) cartNo = line.cartNo;
      else await emptyCart(page);
    }
    expect(cartNo).toBeGreaterThan(0);

    await page.goto(`/order?cartNos=${cartNo}`);
    const keep = page.getByLabel(/Keep it at the store/);
    await keep.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await keep.check();
    await agreeOnSheet(page);
    await page.getByRole("button", { name: /^Pay [\d,]+ won$/ }).click();
    await expect(page).toHaveURL(/\/comm\/commBill$/);
    await page.getByRole("button", { name: /^Pay [\d,]+ won by card$/ }).click();
    await payOnSandbox(page);
    await expect(page).toHaveURL(/\/order\/complete\?orderNo=/, { timeout: 15_000 });

    await page.getByRole("link", { name: "See wine keep" }).first().click();
    await expect(page).toHaveURL(/\/wineKeep$/);
    await page.getByText("6 of 6 bottles left").click();
    const barcode = page.getByRole("img", { name: "Keep barcode" });
    await expect(barcode).toHaveAttribute("data-drawn", "true");
    const value = (await barcode.getAttribute("data-value")) ?? "";
    const found = await page.request.get(`/mngr-api/v1.0.0/api/wine-keeps/barcode/${value}`, {
      headers: { "x-mngr-key": E2E_MNGR_API_KEY },
    });
    const kept = (await found.json()).data as { keepNo: string; lines: { lineNo: number }[] };
    const handed = await page.request.post(`/mngr-api/v1.0.0/api/wine-keeps/${kept.keepNo}/hand-overs`, {
      headers: { "x-mngr-key": E2E_MNGR_API_KEY },
      data: { lineNo: kept.lines[0]!.lineNo, qty: 2, handedBy: "김점장" },
    });
    expect(handed.status()).toBe(200);
    await page.reload();
    await expect(page.getByText("4 of 6 bottles left").first()).toBeVisible();
  });
});
