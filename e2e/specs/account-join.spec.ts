import { expect, pressNativeBack, test } from "../fixtures/app";
import { signOutHere } from "../fixtures/sign-in";
import { agreeAndCertify, approveCertification, birthdayYearsAgo, fillAndJoin, newPerson } from "./account-helpers";

// English: the sign-up flow checks its English texts and accessible names.
test.use({ lang: "en" });

test("a new person signs up through phone certification and lands signed in", async ({ page }) => {
  const person = newPerson();
  await page.goto("/join");
  await expect(page.getByRole("heading", { name: "Welcome to Cellar" })).toBeVisible();
  const next = page.getByRole("button", { name: "Agree and verify phone" });
  await next.click();
  await expect(page.getByRole("alert")).toHaveText("Please agree to the required terms");

  // Every term with its version; "agree to all" turns on the terms and the five marketing channels.
  await expect(page.getByRole("checkbox", { name: /\(Required\)/ }).first()).toBeVisible();
  // Each term's text opens in a sheet with its version.
  await page
    .getByRole("button", { name: /^View / })
    .first()
    .click();
  const sheet = page.getByRole("dialog");
  await expect(sheet).toContainText(/v\d+\.\d+/);
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(sheet).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Agree to all" }).check();
  for (const channel of ["SMS", "Email", "Phone (TM)", "Post (DM)", "App push"]) {
    await expect(page.getByRole("checkbox", { name: channel, exact: true })).toBeChecked();
  }
  await page.getByRole("checkbox", { name: "Post (DM)", exact: true }).uncheck();
  await expect(page.getByRole("checkbox", { name: "Agree to all" })).not.toBeChecked();
  await next.click();

  await approveCertification(page, person);
  await expect(page).toHaveURL(/\/join\?step=input/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(person.name);

  // The password rules answer while typing.
  await page.getByLabel("Password", { exact: true }).fill("abc");
  const rules = page.getByRole("list", { name: "Password rules" });
  await expect(rules.getByText("8 to 20 characters")).toHaveAttribute("data-ok", "false");
  await expect(rules.getByText("A letter")).toHaveAttribute("data-ok", "true");

  await fillAndJoin(page, person);
  await expect(page.getByRole("heading", { name: `Welcome, ${person.name}!` })).toBeVisible();
  await expect(page.getByText(/^\d{4} \d{4} \d{4} \d{4}$/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("x-scm-token"))).toBeTruthy();

  await page.getByRole("button", { name: "Go home" }).click();
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "My page" }).click();
  await expect(page.getByText(`Hello, ${person.name}`)).toBeVisible();

  // A signed-in member has nothing to join.
  await page.goto("/join");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("a minor is refused after the certification", async ({ page }) => {
  const minor = newPerson({ birthday: birthdayYearsAgo(18, -1) });
  await agreeAndCertify(page, minor);
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Only adults aged 18 and over can join Cellar");
  await expect(page.getByLabel("ID", { exact: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("a cancelled certification can be tried again", async ({ page }) => {
  await page.goto("/join");
  await page.getByRole("checkbox", { name: "Agree to all" }).check();
  await page.getByRole("button", { name: "Agree and verify phone" }).click();
  await expect(page).toHaveURL(/\/sandbox\/cert/);
  await page.getByRole("button", { name: "취소" }).click();
  await expect(page).toHaveURL(/\/join\?step=input/);
  await expect(page.getByRole("alert")).toContainText("did not finish");
  await expect(page.getByRole("link", { name: "Verify with phone" })).toBeVisible();

  // The phone's back button returns to the terms, not to the provider's spent page.
  await pressNativeBack(page);
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByRole("checkbox", { name: "Agree to all" })).toBeVisible();
});

test("a taken email is flagged when left, and an already-joined person is refused", async ({ page }) => {
  const first = newPerson();
  await agreeAndCertify(page, first);
  await fillAndJoin(page, first);
  await signOutHere(page);

  const again = newPerson({ name: first.name, birthday: first.birthday, phone: first.phone });
  await agreeAndCertify(page, again);
  await page.getByLabel("Email", { exact: true }).fill(first.email);
  await page.getByLabel("Nickname", { exact: true }).click();
  await expect(page.getByText("This email is already in use.")).toBeVisible();

  await page.getByLabel("Email", { exact: true }).fill(again.email);
  await page.getByLabel("ID", { exact: true }).fill(again.loginId);
  await page.getByRole("button", { name: "Check" }).click();
  await page.getByLabel("Password", { exact: true }).fill("Cellar!2345");
  await page.getByLabel("Confirm password", { exact: true }).fill("Cellar!2345");
  await page.getByLabel("Nickname", { exact: true }).fill(again.nickName);
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("You are already a member. Please use Find ID.");
  await expect(page).toHaveURL(/\/join\?step=input/);
});
