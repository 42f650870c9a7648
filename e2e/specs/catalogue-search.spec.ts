import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";

const cards = (page: Page) => page.locator("main article[data-item-cd]");
const field = (page: Page) => page.getByRole("searchbox", { name: "검색어" });

async function search(page: Page, term: string) {
  await page.goto("/search");
  await field(page).fill(term);
  await field(page).press("Enter");
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/search/${term}`);
}

test.use({ lang: "ko" });

test("finds by a Korean partial word, by initial consonants and by the English name", async ({ page }) => {
  await search(page, "말벡");
  await expect(cards(page).filter({ hasText: "카이켄 울트라 말벡" })).toHaveCount(1);
  await expect(page.getByText(/^총 [\d,]+개$/)).toBeVisible();
  await page.screenshot({ path: shot("search-results") });

  // Initial consonants: ㅋㅇㅋ is 카이켄; ㅁㅂ among the wines is 말벡 (the whole first page).
  await search(page, "ㅋㅇㅋ");
  await expect(cards(page).filter({ hasText: "카이켄 울트라 말벡" })).toHaveCount(1);
  await search(page, "ㅁㅂ");
  await page.getByRole("group", { name: "카테고리" }).getByRole("button", { name: "와인", exact: true }).click();
  await expect(page).toHaveURL(/\?category=10$/);
  await expect(cards(page)).toHaveCount(10);
  await expect(cards(page).filter({ hasText: "말벡" })).toHaveCount(10);
  // ㅁㄹ runs through the final consonant of 말: it finds 말벡 items too (not first: 미라발, 마르케스 rank higher).
  await search(page, "ㅁㄹ");
  await expect(page.getByText(/^총 [\d,]+개$/)).toBeVisible();
  await expect(cards(page)).toHaveCount(10);

  await search(page, "kaiken");
  await expect(cards(page).filter({ hasText: "카이켄 울트라 말벡" })).toHaveCount(1);
  await search(page, "malbec");
  await expect(cards(page).filter({ hasText: "말벡" }).first()).toBeVisible();
});

test("suggestions while typing, with initial consonants, the match in bold", async ({ page }) => {
  await page.goto("/search");
  await field(page).pressSequentially("ㅋㅇㅋ", { delay: 30 });
  const suggestion = page.getByRole("link", { name: /카이켄 울트라 말벡/ });
  await expect(suggestion).toBeVisible();
  await expect(suggestion.locator("mark").first()).toHaveText("카이켄");
  await page.screenshot({ path: shot("search-suggest") });
  await suggestion.click();
  await expect(page).toHaveURL(/\/product\/W0005$|\/login/);
});

test("a typo gets the corrected notice", async ({ page }) => {
  await search(page, "카이캔");
  await expect(page.getByRole("status").filter({ hasText: "검색한 결과입니다" })).toBeVisible();
  await expect(cards(page).filter({ hasText: "카이켄" }).first()).toBeVisible();
  await page.screenshot({ path: shot("search-corrected") });
});

test("the results keep the list's filters and sorts in the URL", async ({ page }) => {
  await search(page, "와인");
  await page.getByRole("group", { name: "카테고리" }).getByRole("button", { name: "와인", exact: true }).click();
  await page.getByRole("combobox", { name: "정렬" }).selectOption("04");
  await expect(page).toHaveURL(/\/search\/[^?]+\?category=10&sort=04$/);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "정렬" })).toHaveValue("04");
  await expect(cards(page)).toHaveCount(10);
});

test("recent terms are kept newest first and can be deleted one by one or all", async ({ page }) => {
  for (const term of ["샤블리", "말벡", "샴페인"]) await search(page, term);
  await page.goto("/search");
  const recent = page.getByRole("region", { name: "최근 검색어" });
  await expect(recent.getByRole("link")).toHaveText(["샴페인", "말벡", "샤블리"]);
  const popular = page.getByRole("region", { name: "인기 검색어" });
  await expect(popular.getByRole("link").first()).toBeVisible();
  await page.screenshot({ path: shot("search") });

  await recent.getByRole("button", { name: "최근 검색어 말벡 삭제" }).click();
  await expect(recent.getByRole("link")).toHaveText(["샴페인", "샤블리"]);
  await page.reload();
  await expect(recent.getByRole("link")).toHaveText(["샴페인", "샤블리"]);
  await recent.getByRole("button", { name: "전체 삭제" }).click();
  await expect(recent.getByText("최근 검색한 내역이 없어요.")).toBeVisible();
});
