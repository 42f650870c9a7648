import { DEMO, expect, submitLogin, test } from "../fixtures/app";

/** The short-TTL server of playwright.config.ts (E2E_PORT + 1). */
const SHORT_TTL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

test.describe("access token expiry", () => {
  test.use({ baseURL: SHORT_TTL });

  test("an expired token is refreshed once and the original request succeeds", async ({ page }) => {
    await page.goto("/login");
    await submitLogin(page, DEMO);
    await expect(page).toHaveURL(`${SHORT_TTL}/`);
    const tokenBefore = await page.evaluate(() => localStorage.getItem("x-scm-token"));

    await page.waitForTimeout(3_500); // the server's access tokens live 3 s
    const seen: { path: string; status: number; code: string }[] = [];
    page.on("response", async (r) => {
      const path = new URL(r.url()).pathname;
      if (!path.endsWith("/api/check") && !path.endsWith("/membership/refresh")) return;
      const body = await r.json().catch(() => ({}));
      seen.push({ path, status: r.status(), code: body.code });
    });
    await page.reload(); // start-up checks the member with /api/check
    await expect.poll(() => seen.filter((s) => s.path.endsWith("/api/check") && s.status === 200).length).toBe(1);

    const checks = seen.filter((s) => s.path.endsWith("/api/check"));
    const refreshes = seen.filter((s) => s.path.endsWith("/refresh"));
    expect(checks[0]).toMatchObject({ status: 401, code: "SYS9992" });
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toMatchObject({ status: 200, code: "0000" });
    expect(checks[1]).toMatchObject({ status: 200, code: "0000" });
    expect(await page.evaluate(() => localStorage.getItem("x-scm-token"))).not.toBe(tokenBefore);
    await expect(page).toHaveURL(`${SHORT_TTL}/`);
  });
});

test("a second login elsewhere sends the first device to login", async ({ page, playwright, baseURL }) => {
  await page.goto("/login");
  await submitLogin(page, DEMO);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  // The same member signs in on another device.
  const other = await playwright.request.newContext({ baseURL });
  const res = await other.post("/auth-api/v1.0.0/api/membership/login", {
    data: { loginId: DEMO.loginId, password: DEMO.password },
  });
  expect(res.status()).toBe(200);
  await other.dispose();

  const duplicate = page.waitForResponse(
    async (r) => r.url().endsWith("/api/check") && (await r.json()).code === "SYS9996",
  );
  await page.reload();
  await duplicate;
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem("x-scm-token"))).toBeNull();
});
