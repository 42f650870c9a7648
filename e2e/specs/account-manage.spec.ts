import { expect, pressNativeBack, test } from "../fixtures/app";
import { signOutHere } from "../fixtures/sign-in";
import { approveCertification, newPerson, signUp } from "./account-helpers";

// English: find ID, nickname and settings check their English texts and accessible names.
test.use({ lang: "en" });

test("find id shows the certified person's id, masked", async ({ page }) => {
  const person = newPerson();
  await signUp(page, person);
  await signOutHere(page);

  await page.goto("/id/search");
  await page.getByRole("link", { name: "Verify with phone" }).click();
  await approveCertification(page, person);
  await expect(page).toHaveURL(/\/id\/search$/);
  await expect(page.getByText(`${person.loginId.slice(0, 2)}${"*".repeat(person.loginId.length - 2)}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Reset password" })).toBeVisible();

  // Back goes to where the certification started (login), not to the provider's spent page.
  await pressNativeBack(page);
  await expect(page).toHaveURL(/\/login$/);
});

test("a member changes their nickname", async ({ page }) => {
  const person = newPerson();
  await signUp(page, person);
  await page.goto("/member/manage");
  await expect(page.getByText(person.nickName)).toBeVisible();
  await page.getByRole("link", { name: /^Nickname/ }).click();
  await page.getByLabel("New nickname").fill("새닉네임");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Your nickname was changed");
  await expect(page).toHaveURL(/\/member\/manage$/);
  await expect(page.getByRole("link", { name: /^Nickname.*새닉네임/ })).toBeVisible();
});

test("settings show the channel consents, the app's permissions and version, and a consent toggles", async ({
  page,
}) => {
  const person = newPerson();
  await signUp(page, person);
  await page.goto("/my/setting");
  const sms = page.getByRole("switch", { name: "SMS" });
  await expect(sms).toHaveAttribute("aria-checked", "true");
  await sms.click();
  await expect(sms).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("status")).toContainText("You will not receive SMS messages");
  await page.reload();
  await expect(page.getByRole("switch", { name: "SMS" })).toHaveAttribute("aria-checked", "false");

  await expect(page.getByText("Version 1.4.0")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Location" })).toContainText("Not allowed");
  await expect(page.getByRole("listitem").filter({ hasText: "Notifications" })).toContainText("Allowed");
});

test("a member quits with a reason and their password and cannot log in again", async ({ page }) => {
  const person = newPerson();
  await signUp(page, person);
  await page.goto("/member/quit");
  await page.getByLabel("I rarely use it").check();
  await page.getByLabel("Password", { exact: true }).fill("Cellar!2345");
  await page.getByLabel("I have read the notice and want to quit").check();
  await page.getByRole("button", { name: "Quit membership" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Quit" }).click();
  await expect(page).toHaveURL(/\/member\/quit\/complete$/);
  await expect(page.getByRole("heading", { name: "Your membership has ended" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("x-scm-token"))).toBeNull();

  const res = await page.request.post("/auth-api/v1.0.0/api/membership/login", {
    data: { loginId: person.loginId, password: "Cellar!2345" },
  });
  expect((await res.json()).code).not.toBe("0000");
});
