import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { BASIC, DEMO, expect, nativeCalls, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";

// Korean, the language most members use; the screenshots are the Korean screens.
test.describe.configure({ mode: "serial" });

const API = "/product-api/v1.0.0/api";
const stamp = Date.now().toString(36);
const POST_TEXT = `오늘 마신 와인 기록 ${stamp}\n향이 정말 좋았어요 https://cellar.example/notes`;
let postNo = "";

/** A real PNG photo (a wine-coloured gradient), drawn in the page; the server resizes it. */
async function photo(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement("canvas");
    c.width = 1600;
    c.height = 1200;
    const g = c.getContext("2d")!;
    const grad = g.createLinearGradient(0, 0, 1600, 1200);
    grad.addColorStop(0, "#5b1a2b");
    grad.addColorStop(1, "#c2185b");
    g.fillStyle = grad;
    g.fillRect(0, 0, 1600, 1200);
    g.fillStyle = "#f5efe6";
    g.beginPath();
    g.arc(800, 520, 220, 0, Math.PI);
    g.fill();
    g.fillRect(780, 700, 40, 300);
    return c.toDataURL("image/png").split(",")[1]!;
  });
  return Buffer.from(b64, "base64");
}

test("demo writes a drink post with a photo and a linked bottle, sees it in the feed, likes and comments", async ({
  page,
}) => {
  const { data } = await (await page.request.get(`${API}/products?category=10&pageSize=1`)).json();
  const product = data.list[0] as { itemCd: string; itemNm: string };
  await signIn(page, DEMO);

  // The server renders the feed's first page (the page's loader), before the app's code runs.
  const html = await (await page.request.get("/community?board=love", { headers: { Accept: "text/html" } })).text();
  expect(html).toContain('data-post-no="CPSEED');
  await page.goto("/community");
  await expect(page.getByRole("tab", { name: "드링크" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("article[data-post-no]").first()).toBeVisible();
  await page.screenshot({ path: shot("community-drink") });

  await page.getByRole("link", { name: "글쓰기" }).click();
  await expect(page).toHaveURL(/\/communityPostPage\?board=drink$/);
  await page.getByRole("textbox", { name: "내용" }).fill(POST_TEXT);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "wine.png", mimeType: "image/png", buffer: await photo(page) });
  await expect(page.getByRole("img", { name: "사진 1 / 1" })).toBeVisible();
  await page.getByRole("searchbox", { name: "상품 검색" }).fill(product.itemNm);
  await page
    .getByRole("list", { name: "검색 결과" })
    .getByRole("button", { name: new RegExp(product.itemNm) })
    .first()
    .click();
  await expect(page.getByRole("list", { name: "연결된 상품" })).toContainText(product.itemNm);
  await page.getByRole("button", { name: "별점 5점 중 5점" }).click();
  await page.getByRole("textbox", { name: /테이스팅 노트/ }).fill("블랙베리");
  await page.getByRole("button", { name: "추가", exact: true }).click();
  await page.screenshot({ path: shot("community-post-form") });
  await page.getByRole("button", { name: "등록하기" }).click();

  await expect(page).toHaveURL(/\/communityDetail\?postNo=CP[0-9a-f]+$/);
  postNo = new URL(page.url()).searchParams.get("postNo")!;
  const link = page.getByRole("link", { name: "https://cellar.example/notes" });
  await expect(link).toHaveAttribute("href", "https://cellar.example/notes");
  await link.click();
  await expect
    .poll(async () => (await nativeCalls(page, "WM0001")).map((c) => c.params.url))
    .toContain("https://cellar.example/notes");
  await expect(page.getByText(`오늘 마신 와인 기록 ${stamp}`)).toBeVisible();
  await expect(page.getByRole("img", { name: "사진 1 / 1" })).toBeVisible();
  await expect(page.locator(`article[data-item-cd="${product.itemCd}"]`)).toBeVisible();

  const like = page.getByRole("button", { name: "좋아요" });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");

  await page.getByRole("textbox", { name: "댓글 입력" }).fill("다음에 또 마시고 싶어요");
  await page.getByRole("button", { name: "등록", exact: true }).click();
  await expect(page.getByRole("region", { name: "댓글" })).toContainText("다음에 또 마시고 싶어요");
  await page.screenshot({ path: shot("community-detail") });

  await page.goto("/community?board=drink");
  const first = page.locator("article[data-post-no]").first();
  await expect(first).toHaveAttribute("data-post-no", postNo);
  await expect(first).toContainText(`오늘 마신 와인 기록 ${stamp}`);
});

test("basic reports the post, blocks its author and no longer sees their posts", async ({ page }) => {
  expect(postNo).not.toBe("");
  await signIn(page, BASIC);
  await page.goto(`/communityDetail?postNo=${postNo}`);
  await expect(page.getByText(`오늘 마신 와인 기록 ${stamp}`)).toBeVisible();
  await page.getByRole("button", { name: "신고" }).click();
  await expect(page).toHaveURL(/\/communityReport\?type=post&postNo=/);
  await page.getByRole("radio", { name: "스팸·도배" }).check();
  await page.getByRole("checkbox", { name: /이 회원 차단하기/ }).check();
  await page.screenshot({ path: shot("community-report") });
  await page.getByRole("button", { name: "신고하기" }).click();
  await expect(page.getByRole("status")).toContainText("신고가 접수되었고 회원을 차단했습니다");
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.locator("article[data-post-no]").first()).toBeVisible();
  await expect(page.locator(`article[data-post-no="${postNo}"]`)).toHaveCount(0);
  await expect(page.locator("article[data-post-no]", { hasText: "와인러버" })).toHaveCount(0);

  await page.getByRole("button", { name: "차단한 회원 관리" }).click();
  const sheet = page.getByRole("dialog", { name: "차단한 회원" });
  await expect(sheet).toContainText("와인러버");
  await sheet.getByRole("button", { name: "차단 해제" }).click();
  await expect(sheet).toContainText("차단한 회원이 없어요");
});

test("basic writes a poll on play, answers it and sees the result; the event tab lists events", async ({ page }) => {
  await signIn(page, BASIC);
  await page.goto("/community?board=play");
  await expect(page.getByRole("tab", { name: "플레이" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("article[data-post-no]").first()).toBeVisible();
  await page.screenshot({ path: shot("community-play") });

  await page.getByRole("link", { name: "글쓰기" }).click();
  await page.getByRole("textbox", { name: "내용" }).fill(`주말 투표 ${stamp}`);
  await page.getByRole("textbox", { name: "투표 질문" }).fill("주말에 뭐 마실까요?");
  await page.getByRole("textbox", { name: "선택지 1" }).fill("레드 와인");
  await page.getByRole("textbox", { name: "선택지 2" }).fill("하이볼");
  await page.getByRole("button", { name: "등록하기" }).click();
  await expect(page).toHaveURL(/\/communityDetail\?postNo=/);

  const poll = page.getByRole("region", { name: "투표" });
  await poll.getByRole("button", { name: "하이볼" }).click();
  await expect(poll).toContainText("100% · 1표");
  await expect(poll).toContainText("내 선택");
  await expect(poll.getByRole("button")).toHaveCount(0);
  await page.screenshot({ path: shot("community-poll") });

  await page.goto("/community?board=event");
  await expect(page.getByRole("tab", { name: "이벤트" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("main")).not.toBeEmpty();
  await page.screenshot({ path: shot("community-event") });
});

type AxeViolation = { id: string; impact?: string | null; nodes: { target: unknown[] }[] };

/** Serious or critical axe violations (WCAG 2.1 A and AA) of the page as it is now. */
async function axeBlocking(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return (result.violations as AxeViolation[])
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("the community screens have no serious accessibility violation", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO);
  await page.goto("/community");
  await expect(page.locator("article[data-post-no]").first()).toBeVisible();
  expect.soft(await axeBlocking(page), "feed").toEqual([]);
  await page.locator("article[data-post-no] a").first().click();
  await expect(page.getByRole("button", { name: "좋아요" })).toBeVisible();
  expect.soft(await axeBlocking(page), "post").toEqual([]);
  await page.goto("/communityPostPage?board=play");
  await expect(page.getByRole("textbox", { name: "투표 질문" })).toBeVisible();
  expect.soft(await axeBlocking(page), "form").toEqual([]);
  await page.goto(`/communityReport?type=member&authorNo=M202308020002`);
  await expect(page.getByRole("radio", { name: "기타" })).toBeVisible();
  expect.soft(await axeBlocking(page), "report").toEqual([]);
});

test.describe("in English", () => {
  test.use({ lang: "en" });

  test("the boards are tabs, Write opens the form, a post has Like, Comment and Report (CONTRACT §5)", async ({
    page,
  }) => {
    await signIn(page, BASIC);
    await page.goto("/community");
    for (const name of ["Drink", "Love", "Play", "Event"]) await expect(page.getByRole("tab", { name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Write" })).toHaveAttribute("href", "/communityPostPage?board=drink");
    await page.getByRole("tab", { name: "Love" }).click();
    await expect(page).toHaveURL(/\?board=love$/);
    // Someone else's post (basic's own has Edit and Delete instead of Report).
    await page.locator("article[data-post-no]").filter({ hasNotText: "하늘빛" }).first().locator("a").click();
    await expect(page.getByRole("button", { name: "Like" })).toHaveAttribute("aria-pressed", /true|false/);
    await expect(page.getByRole("button", { name: "Comment" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Report" })).toBeVisible();
  });
});
