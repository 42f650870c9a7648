import { expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { E2E_MNGR_API_KEY } from "../playwright.config";
import { signIn } from "./checkout-helpers";

/** Issue 23, wine keep: the demo's seeded keeps by store, one keep's barcode, a hand-over at the store. */

test("my kept wine by store, one keep's barcode, and a store hand-over leaves fewer bottles", async ({ page }) => {
  await signIn(page);
  await page.goto("/wineKeep");
  await expect(page.getByRole("heading", { name: "셀러 청담점" })).toBeVisible();
  await expect(page.getByText("D-5", { exact: true })).toBeVisible();
  await expect(page.getByText("남은 수량 4병 / 보관 6병")).toBeVisible();
  await page.screenshot({ path: shot("wine-keep"), fullPage: true });

  await page.getByText("남은 수량 4병 / 보관 6병").click();
  await expect(page).toHaveURL(/\/wineKeepDetail\?keepNo=/);
  const barcode = page.getByRole("img", { name: "보관 바코드" });
  await expect(barcode).toHaveAttribute("data-drawn", "true");
  await expect(page.getByText("남은 와인 4병 / 6병")).toBeVisible();
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

  await page.goto("/wineKeep");
  await page.getByRole("tab", { name: "지난 보관" }).click();
  await expect(page.getByRole("heading", { name: "셀러 코엑스점" })).toBeVisible();
  await page.screenshot({ path: shot("wine-keep-past"), fullPage: true });
});
