import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceCacheClock } from "../../app/fenced-cache";
import { certify, joinNew, USER } from "../../test/cert-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { SESSION_CACHE_TTL_MS, sessionCache } from "./session-cache";

const AUTH = "/auth-api/v1.0.0/api";
const M = `${USER}/membership`;
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const check = async (access: string) => {
  const res = await t.call(`${AUTH}/check`, { headers: member(access) });
  return res.status === 200 ? "ok" : res.body.code;
};
const sessionOf = (access: string) =>
  (JSON.parse(Buffer.from(access.split(".")[1]!, "base64url").toString()) as { sid: string }).sid;

/** Signs in and lets the session check be cached: past the sign-in's fence, then one call. */
async function cachedLogin(loginId: string, password?: string) {
  const signedIn = await t.login(loginId, password);
  advanceCacheClock(SESSION_CACHE_TTL_MS);
  expect(await check(signedIn.access)).toBe("ok");
  expect(sessionCache.get(sessionOf(signedIn.access))).toEqual({ mberNo: expect.any(String), revoked: false });
  return signedIn;
}

describe("cached session check (decision 350)", () => {
  it("a newer login makes the older token's next call SYS9996 at once", async () => {
    const phone = await cachedLogin("basic");
    const tablet = await t.login("basic");
    expect(await check(phone.access)).toBe("SYS9996");
    expect(await check(tablet.access)).toBe("ok");
  });

  it("logout ends the cached session at once", async () => {
    const { access, refresh } = await cachedLogin("staff");
    await t.call(`${AUTH}/membership/logout`, { headers: { ...member(access), "x-ref-token": refresh } });
    expect(await check(access)).toBe("SYS9996");
  });

  it("a reused refresh token ends the cached session at once", async () => {
    const { refresh } = await t.login("demo");
    const rotated = await t.call(`${AUTH}/membership/refresh`, { method: "POST", headers: { "x-ref-token": refresh } });
    const access = rotated.headers.get("x-scm-token")!;
    advanceCacheClock(SESSION_CACHE_TTL_MS);
    expect(await check(access)).toBe("ok");
    await t.call(`${AUTH}/membership/refresh`, { method: "POST", headers: { "x-ref-token": refresh } });
    expect(await check(access)).toBe("SYS9996");
  });

  it("quitting ends the cached session at once", async () => {
    const joined = await joinNew(t, "cachequit1");
    advanceCacheClock(SESSION_CACHE_TTL_MS);
    expect(await check(joined.access)).toBe("ok");
    const quit = await t.call(`${M}/quit`, {
      method: "POST",
      body: { reasonCode: "01", password: "Vino#2026x" },
      headers: member(joined.access),
    });
    expect(quit.body.code).toBe("0000");
    expect(await check(joined.access)).toBe("SYS9996");
  });

  it("a password reset ends the member's cached session at once", async () => {
    const joined = await joinNew(t, "cachepwd1");
    advanceCacheClock(SESSION_CACHE_TTL_MS);
    expect(await check(joined.access)).toBe("ok");
    const certToken = await certify(t, "resetPwd", joined.person);
    const reset = await t.call(`${M}/password/reset`, {
      method: "POST",
      body: { certToken, loginId: "cachepwd1", newPassword: "Fresh#2026b", confirmPassword: "Fresh#2026b" },
    });
    expect(reset.body.code).toBe("0000");
    expect(await check(joined.access)).toBe("SYS9996");
  });

  it("still checks the expiry of a token whose signature was checked before", async () => {
    const { access } = await cachedLogin("demo");
    t.advance(16 * 60_000);
    expect(await check(access)).toBe("SYS9992");
  });

  it("sees a revocation made by another process within the TTL", async () => {
    const { access } = await cachedLogin("basic");
    await t.database.db.execute(
      sql`update sessions set revoked_at = now(), revoked_reason = 'replaced' where id = ${sessionOf(access)}`,
    );
    expect(await check(access)).toBe("ok");
    advanceCacheClock(SESSION_CACHE_TTL_MS);
    expect(await check(access)).toBe("SYS9996");
  });
});
