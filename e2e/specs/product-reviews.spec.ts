import type { Locator, Page } from "@playwright/test";
import { BASIC, expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn, signOutHere } from "../fixtures/sign-in";

// English: the review flows check their English texts and accessible names.
test.use({ lang: "en" });

/** A real PNG photo (a wine-coloured gradient with a label), drawn in the page. */
async function photo(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement("canvas");
    c.width = 480;
    c.height = 480;
    const g = c.getContext("2d")!;
    const grad = g.createLinearGradient(0, 0, 480, 480);
    grad.addColorStop(0, "#5b2a86");
    grad.addColorStop(1, "#c2185b");
    g.fillStyle = grad;
    g.fillRect(0, 0, 480, 480);
    g.fillStyle = "#fff";
    g.fillRect(170, 80, 140, 320);
    g.fillStyle = "#3a1659";
    g.font = "bold 28px sans-serif";
    g.fillText("CELLAR", 190, 250);
    return c.toDataURL("image/png").split(",")[1]!;
  });
  return Buffer.from(b64, "base64");
}

/** Picks a star rating: the stars are the radio inputs' labels (the inputs are visually hidden). */
async function rate(sheet: Locator, stars: number) {
  const name = `${stars} stars`;
  await sheet
    .locator("label")
    .filter({ has: sheet.page().getByRole("radio", { name }) })
    .click();
  await expect(sheet.getByRole("radio", { name })).toBeChecked();
}

/** Opens the write sheet for the first item to review on /my/review; answers its item code and name. */
async function openWriteSheet(page: Page) {
  await page.goto("/my/review");
  const first = page.locator("article[data-item-cd]").first();
  await expect(first).toBeVisible();
  const itemCd = (await first.getAttribute("data-item-cd"))!;
  await first.getByRole("button", { name: "Write a review" }).click();
  const sheet = page.getByRole("dialog", { name: "Write a review" });
  await expect(sheet).toBeVisible();
  return { itemCd, sheet };
}

test("demo reviews a bought item with a photo and sees it on my reviews, the product and the photo page", async ({
  page,
}) => {
  await signIn(page);
  const { itemCd, sheet } = await openWriteSheet(page);
  const text = "향이 풍부하고 부드러워요. 스테이크와 정말 잘 어울렸습니다.";
  const post = sheet.getByRole("button", { name: "Post review" });
  await expect(post).toBeDisabled();
  await rate(sheet, 5);
  await sheet.getByLabel("Review", { exact: true }).fill("짧아요");
  await expect(sheet.getByText("Write at least 10 characters")).toBeVisible();
  await expect(post).toBeDisabled();
  await sheet.getByLabel("Review", { exact: true }).fill(text);
  await expect(sheet.getByText(`${text.length} / 1000`)).toBeVisible();

  // the client refuses a non-image before any upload
  await sheet
    .locator('input[type="file"]')
    .setInputFiles({ name: "a.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(sheet.getByRole("alert")).toHaveText("Only JPG, PNG and WEBP images can be uploaded");
  await sheet
    .locator('input[type="file"]')
    .setInputFiles({ name: "bottle.png", mimeType: "image/png", buffer: await photo(page) });
  await expect(sheet.getByText("Photos (1/5)")).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Remove photo 1" })).toBeVisible();
  await page.screenshot({ path: shot("review-write") });
  await post.click();
  await expect(page.getByText("Review posted")).toBeVisible();
  await expect(page.locator(`article[data-item-cd="${itemCd}"]`)).toHaveCount(0);

  await page.getByRole("tab", { name: "Written" }).click();
  await expect(page).toHaveURL(/tab=written/);
  const mine = page.locator("article[data-review-no]").filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole("img", { name: /Photo 1 of/ })).toBeVisible();
  await page.screenshot({ path: shot("review-my") });

  await page.goto(`/product/${itemCd}`);
  const section = page.getByRole("region", { name: /^Reviews/ });
  const onProduct = section.locator("article[data-review-no]").filter({ hasText: text });
  await expect(onProduct).toBeVisible();
  await expect(onProduct.getByText("My review")).toBeVisible();
  await expect(section.getByRole("img", { name: /out of 5 stars/ }).first()).toBeVisible();
  // the summary's rating jumps to the reviews, whose title comes to rest below the sticky header
  await page.locator('a[href="#product-reviews"]').click();
  const title = section.getByRole("heading", { name: /^Reviews/ });
  const header = await page.locator("header").first().boundingBox();
  await expect.poll(async () => (await title.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(header?.height ?? 56);
  await expect(title).toBeInViewport();
  await page.screenshot({ path: shot("reviews") });

  await section.getByRole("link", { name: /All photo reviews/ }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${itemCd}/photo$`));
  const tile = page.getByRole("button", { name: /Photo 1 of/ }).first();
  await expect(tile).toBeVisible();
  await tile.click();
  await expect(page.getByRole("dialog", { name: "Review photo" })).toContainText(text);
  await page.screenshot({ path: shot("review-photos") });
});

test("a member reports someone else's review with a reason", async ({ page }) => {
  // basic reviews what they bought
  await signIn(page, BASIC);
  const { itemCd, sheet } = await openWriteSheet(page);
  const text = "가성비가 정말 좋은 와인이에요. 데일리로 추천합니다.";
  await rate(sheet, 4);
  await sheet.getByLabel("Review", { exact: true }).fill(text);
  await sheet.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Review posted")).toBeVisible();
  await signOutHere(page);

  // demo reports it
  await signIn(page);
  await page.goto(`/product/${itemCd}`);
  const review = page.locator("article[data-review-no]").filter({ hasText: text });
  await expect(review).toBeVisible();
  await review.getByRole("link", { name: "Report" }).click();
  await expect(page).toHaveURL(/\/cs\/report\?reviewNo=/);
  const submit = page.getByRole("button", { name: "Report" });
  await expect(submit).toBeDisabled();
  const reasons = page.getByRole("radio");
  await expect(reasons.first()).toBeVisible();
  await reasons.first().check();
  await page.getByLabel("Details").fill("광고성 내용으로 보입니다");
  await page.screenshot({ path: shot("review-report") });
  await submit.click();
  await expect(page.getByText("Your report was received")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${itemCd}$`));

  // a second report of the same review is refused with the API's reason, in English
  await review.getByRole("link", { name: "Report" }).click();
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Report" }).click();
  await expect(page.getByRole("alert")).toHaveText("You have already reported this review");
});
