import type { Page } from "@playwright/test";
import { expect } from "../fixtures/app";

export type Person = {
  name: string;
  birthday: string;
  phone: string;
  loginId: string;
  email: string;
  nickName: string;
};

const seq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** YYYYMMDD of a day `years` years before today (Korea time), minus `days` days. */
export function birthdayYearsAgo(years: number, days = 0): string {
  const now = new Date(Date.now() + 9 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - days));
  return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, "0")}${String(d.getUTCDate()).padStart(2, "0")}`;
}

/** A new person who has never joined (unique id, email and phone). */
export function newPerson(overrides: Partial<Person> = {}): Person {
  const id = seq();
  const phone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  return {
    name: "이셀러",
    birthday: "19900115",
    phone,
    loginId: `e2e${id}`.slice(0, 20),
    email: `e2e${id}@cellar.example`,
    nickName: `n${id}`.slice(0, 10),
    ...overrides,
  };
}

/** Fills and approves the API's sandbox certification page (CONTRACT.md §7). */
export async function approveCertification(page: Page, person: Pick<Person, "name" | "birthday" | "phone">) {
  await expect(page).toHaveURL(/\/sandbox\/cert\?token=/);
  await page.locator("#name").fill(person.name);
  await page.locator("#birthday").fill(person.birthday);
  await page.locator("#phone").fill(person.phone);
  await page.getByRole("button", { name: "인증 완료" }).click();
}

/** Terms (agree to all) → sandbox certification → back on the input step. */
export async function agreeAndCertify(page: Page, person: Person) {
  await page.goto("/join");
  await page.getByRole("checkbox", { name: "Agree to all" }).check();
  await page.getByRole("button", { name: "Agree and verify phone" }).click();
  await approveCertification(page, person);
  await expect(page).toHaveURL(/\/join\?step=input/);
}

/** The input step, filled and sent. */
export async function fillAndJoin(page: Page, person: Person) {
  await page.getByLabel("ID", { exact: true }).fill(person.loginId);
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByText("This ID is available")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("Cellar!2345");
  await page.getByLabel("Confirm password", { exact: true }).fill("Cellar!2345");
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Nickname", { exact: true }).fill(person.nickName);
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL(/\/join\?step=complete/);
}

/** A whole sign-up; the person ends signed in on the complete step. */
export async function signUp(page: Page, person: Person) {
  await agreeAndCertify(page, person);
  await fillAndJoin(page, person);
}
