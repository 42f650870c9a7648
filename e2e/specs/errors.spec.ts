import { expect, submitLogin, test } from "../fixtures/app";

// English: checks the spec's own wording ("please try again shortly") and the popup's `Confirm` (CONTRACT.md §4, §5).
test.use({ lang: "en" });

const LOGIN = "**/auth-api/v1.0.0/api/membership/login";

test("a server failure opens the global error popup, which Confirm dismisses", async ({ page }) => {
  await page.goto("/login");
  await page.route(LOGIN, (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ code: "9999", message: "boom", data: null }),
    }),
  );
  await submitLogin(page, { loginId: "demo", password: "Cellar!2345" });
  const popup = page.getByRole("alertdialog");
  await expect(popup).toBeVisible();
  await expect(popup).toContainText("Please try again shortly");
  await popup.getByRole("button", { name: "Confirm" }).click();
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/login/);
});

test("a request past the 10-second time-out shows the error and hides the spinner", async ({ page }) => {
  test.setTimeout(45_000);
  await page.goto("/login");
  // The login never answers while the test looks: only the client's time-out can end the wait.
  let requestedAt = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(LOGIN, async (route) => {
    requestedAt = Date.now();
    await held;
    await route.abort().catch(() => undefined);
  });
  await submitLogin(page, { loginId: "demo", password: "Cellar!2345" });
  await expect(page.getByRole("progressbar")).toBeVisible();
  const popup = page.getByRole("alertdialog");
  await expect(popup).toBeVisible({ timeout: 15_000 });
  const elapsed = Date.now() - requestedAt;
  release();
  expect(elapsed).toBeGreaterThanOrEqual(9_500);
  expect(elapsed).toBeLessThan(14_000);
  await expect(popup).toContainText("Please try again shortly");
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});
