import type { Page } from "@playwright/test";
import { BASIC, expect, test } from "../fixtures/app";
import { shot } from "../fixtures/screenshots";
import { signIn } from "../fixtures/sign-in";
import { approveCertification, newPerson } from "./account-helpers";

/** Issue 25, social sign-in with the API's sandbox provider (Kakao, Naver, Apple; decisions 430–436). */

const snsEmail = (p: string) =>
  `${p}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}@sns.example`;

/** The sandbox provider's page: sign in as the person with this e-mail (a new one gets the name). */
async function approveOnProvider(page: Page, provider: string, email: string, name?: string) {
  await expect(page).toHaveURL(new RegExp(`/sandbox/social/${provider}/authorize\\?response_type=code&`));
  await page.locator("#email").fill(email);
  if (name) await page.locator("#name").fill(name);
  await page.getByRole("button", { name: "동의하고 계속하기" }).click();
}

test("a new person joins with Kakao, signs out, and signs in again with Kakao", async ({ page }) => {
  // a join through the provider, a sign-out and a second trip: 22–25 s on a slow 2-core machine
  test.setTimeout(60_000);
  const person = newPerson({ name: "카카오" });
  const email = snsEmail("kakao");
  await page.goto("/login");
  const kakao = page.getByRole("button", { name: "카카오로 계속하기" });
  await expect(page.getByRole("button", { name: "네이버로 계속하기" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Apple로 계속하기" })).toBeVisible();
  await page.screenshot({ path: shot("social-login"), fullPage: true });
  await kakao.click();

  await expect(page).toHaveURL(/state=CELLAR_SNS_LOGIN/);
  await page.screenshot({ path: shot("social-sandbox-kakao"), fullPage: true });
  await approveOnProvider(page, "kakao", email, "김카카오");

  // No member has this Kakao account: the sign-up starts, saying so.
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByText("카카오 계정으로 가입합니다")).toBeVisible();
  await page.screenshot({ path: shot("social-join-terms"), fullPage: true });
  await page.getByRole("checkbox", { name: "전체 동의" }).check();
  await page.getByRole("button", { name: "동의하고 휴대폰 인증하기" }).click();
  await approveCertification(page, person);
  await expect(page).toHaveURL(/\/join\?step=input/);
  await expect(page.getByLabel("이메일", { exact: true })).toHaveValue(email);
  await page.getByLabel("아이디", { exact: true }).fill(person.loginId);
  await page.getByRole("button", { name: "중복확인" }).click();
  await expect(page.getByText("사용할 수 있는 아이디입니다")).toBeVisible();
  await page.getByLabel("비밀번호", { exact: true }).fill("Cellar!2345");
  await page.getByLabel("비밀번호 확인", { exact: true }).fill("Cellar!2345");
  await page.getByLabel("닉네임", { exact: true }).fill(person.nickName);
  await page.getByRole("button", { name: "가입하기", exact: true }).click();
  await expect(page).toHaveURL(/\/join\?step=complete/);

  // Signed in; sign out in settings.
  await page.goto("/my/setting");
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "로그아웃" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "로그아웃" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await page.evaluate(() => localStorage.getItem("x-scm-token"))).toBeFalsy();

  // Kakao again: the linked member is signed in and returns where the login was opened for.
  await page.goto(`/login?redirectPath=${encodeURIComponent("/my")}`);
  await page.getByRole("button", { name: "카카오로 계속하기" }).click();
  await approveOnProvider(page, "kakao", email);
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByText(person.name).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("x-scm-token"))).toBeTruthy();
});

test("a member links Naver in settings, then unlinks it", async ({ page }) => {
  const email = snsEmail("naver");
  await signIn(page, BASIC);
  await page.goto("/my/setting");
  const section = page.getByRole("region", { name: "간편 로그인 연결" });
  await expect(section.getByText("연결 안 됨")).toHaveCount(3);
  await section.getByRole("button", { name: "네이버 연결하기" }).click();
  await approveOnProvider(page, "naver", email, "이하늘");

  await expect(page).toHaveURL(/\/my\/setting$/);
  await expect(page.getByRole("status").filter({ hasText: "네이버 계정을 연결했습니다." })).toBeVisible();
  await expect(section.getByText(email)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("social-settings-linked") });

  await section.getByRole("button", { name: "네이버 연결 해제" }).click();
  const dialog = page.getByRole("alertdialog", { name: "네이버 연결을 해제할까요?" });
  await dialog.getByRole("button", { name: "연결 해제" }).click();
  await expect(page.getByRole("status").filter({ hasText: "네이버 연결을 해제했습니다." })).toBeVisible();
  await expect(section.getByText("연결 안 됨")).toHaveCount(3);
  await expect(section.getByRole("button", { name: "네이버 연결하기" })).toBeVisible();
});

test("a refused provider login returns to the login page with the reason", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Apple로 계속하기" }).click();
  await expect(page).toHaveURL(/\/sandbox\/social\/apple\/authorize/);
  await page.getByRole("button", { name: "동의하지 않음" }).click();
  await expect(page).toHaveURL(/\/login\?snsError=SNS0003&sns=apple/);
  await expect(page.getByRole("alert")).toHaveText(
    "Apple 로그인이 거부되었습니다. 다시 시도하거나 아이디로 로그인해 주세요.",
  );
  await page.screenshot({ path: shot("social-login-refused"), fullPage: true });
  expect(await page.evaluate(() => localStorage.getItem("x-scm-token"))).toBeFalsy();
});

test.describe("in English", () => {
  test.use({ lang: "en" });

  test("the buttons are named Continue with Kakao, Naver and Apple; a cancelled login says so", async ({ page }) => {
    await page.goto("/login");
    for (const name of ["Continue with Kakao", "Continue with Naver", "Continue with Apple"]) {
      await expect(page.getByRole("button", { name })).toBeVisible();
    }
    await page.getByRole("button", { name: "Continue with Naver" }).click();
    await page.getByRole("button", { name: "취소" }).click();
    await expect(page.getByRole("alert")).toHaveText("You cancelled the Naver sign-in.");
  });
});
