import { expect, submitLogin, test } from "../fixtures/app";
import { signOutHere } from "../fixtures/sign-in";
import { approveCertification, newPerson, signUp } from "./account-helpers";

// English: password reset and change check their English texts and accessible names.
test.use({ lang: "en" });

test("reset password: certified person sets a new password and logs in with it", async ({ page }) => {
  const person = newPerson();
  await signUp(page, person);
  await signOutHere(page);

  await page.goto("/resetpwd");
  await page.getByRole("link", { name: "Verify with phone" }).click();
  await approveCertification(page, person);
  await expect(page).toHaveURL(/\/resetpwd$/);
  await page.getByLabel("ID", { exact: true }).fill(person.loginId);
  await page.getByLabel("New password", { exact: true }).fill("Newpass!77");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Newpass!77");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Your password was reset")).toBeVisible();

  await page.getByRole("link", { name: "Log in" }).click();
  await submitLogin(page, { loginId: person.loginId, password: "Newpass!77" });
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("change password: with the current one, and 'change later' moves the due day", async ({ page }) => {
  const person = newPerson();
  await signUp(page, person);

  await page.goto("/changepwd");
  await page.getByRole("button", { name: "Change later" }).click();
  await expect(page.getByRole("status")).toContainText("We will remind you again on");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  await page.goto("/changepwd");
  await page.getByLabel("Current password", { exact: true }).fill("Wrong!1234");
  await page.getByLabel("New password", { exact: true }).fill("Changed!88");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Changed!88");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert")).toHaveText("The password is incorrect.");
  await page.getByLabel("Current password", { exact: true }).fill("Cellar!2345");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password was changed");

  const res = await page.request.post("/auth-api/v1.0.0/api/membership/login", {
    data: { loginId: person.loginId, password: "Changed!88" },
  });
  expect((await res.json()).code).toBe("0000");
});

test("an employee registers their employee number", async ({ page }) => {
  const person = newPerson({ name: "이하늘" });
  await signUp(page, person);
  await page.goto("/member/manage/emplynum");
  await page.getByLabel("Employee number").fill("E0003");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("alert")).toHaveText("This does not match our employee records.");
  await page.getByLabel("Employee number").fill("E0002");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("status")).toHaveText("Your employee number was registered");
  await expect(page.getByRole("listitem").filter({ hasText: "Employee number" })).toContainText("E0002");
});

test("my page: /my?callback=true checks the member again; logout signs out", async ({ page }) => {
  const person = newPerson();
  await signUp(page, person);
  const check = page.waitForResponse((r) => r.url().endsWith("/api/check") && r.status() === 200);
  await page.goto("/my?callback=true");
  await check;
  await expect(page).toHaveURL(/\/my\?callback=true$/);
  await expect(page.getByText(`Hello, ${person.name}`)).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(await page.evaluate(() => localStorage.getItem("x-scm-token"))).toBeNull();
});

test("a forgotten current password: change it after a phone certification", async ({ page }) => {
  const person = newPerson();
  await signUp(page, person);
  await page.goto("/changepwd");
  await page.getByRole("link", { name: /Forgot your current password/ }).click();
  await approveCertification(page, person);
  await expect(page).toHaveURL(/\/changepwd$/);
  await expect(page.getByText("Verified by phone: enter a new password")).toBeVisible();
  await expect(page.getByLabel("Current password", { exact: true })).toHaveCount(0);
  await page.getByLabel("New password", { exact: true }).fill("Viaphone!55");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Viaphone!55");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password was changed");
});

test("a member changes their mobile number through a certification in their own name", async ({ page }) => {
  const person = newPerson();
  await signUp(page, person);
  await page.goto("/member/manage");
  await page.getByRole("link", { name: /^Mobile phone/ }).click();
  await expect(page).toHaveURL(/\/member\/manage\/contact$/);
  const newPhone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  await page.getByRole("link", { name: "Verify the new number" }).click();
  await approveCertification(page, { ...person, phone: newPhone });
  await expect(page).toHaveURL(/\/member\/manage$/);
  // The certification's "Checking…" status may still be leaving the screen beside the toast.
  await expect(page.getByRole("status").filter({ hasText: /^Your mobile phone number was changed$/ })).toBeVisible();
  const shown = `${newPhone.slice(0, 3)}-${newPhone.slice(3, 7)}-${newPhone.slice(7)}`;
  await expect(page.getByRole("listitem").filter({ hasText: "Mobile phone" })).toContainText(shown);
});
