import { DEMO, expect, submitLogin, test } from "../fixtures/app";

test("a login-required route inside the app goes to login and comes back after sign-in", async ({ page }) => {
  await page.goto("/membership");
  await expect(page).toHaveURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("redirectPath")).toBe("/membership");
  expect(url.searchParams.get("isBackHome")).toBe("true");

  await submitLogin(page, DEMO);
  await expect(page).toHaveURL(/\/membership$/);
});

test("the lucky-draw history sends a guest in the app to login and back after sign-in", async ({ page }) => {
  await page.goto("/luckydraw/history");
  await expect(page).toHaveURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("redirectPath")).toBe("/luckydraw/history");
  expect(url.searchParams.get("isBackHome")).toBe("true");

  await submitLogin(page, DEMO);
  await expect(page).toHaveURL(/\/luckydraw\/history$/);
  await expect(page.getByRole("list", { name: "응모 내역" })).toBeVisible();
});

test("the login page keeps query strings of the route it returns to", async ({ page }) => {
  await page.goto("/my/review?page=2");
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get("redirectPath")).toBe("/my/review?page=2");
  await submitLogin(page, DEMO);
  await expect(page).toHaveURL(/\/my\/review\?page=2$/);
});

test("a wrong password is refused with a message and no redirect", async ({ page }) => {
  await page.goto("/login?redirectPath=%2Fmy");
  await submitLogin(page, { loginId: "demo", password: "wrong-password" });
  await expect(page.getByText("아이디 또는 비밀번호가 일치하지 않습니다")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("an unknown address shows the not-found screen", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "페이지를 찾을 수 없어요" })).toBeVisible();
});
