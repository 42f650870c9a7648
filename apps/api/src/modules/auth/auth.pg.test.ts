import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceCacheClock } from "../../app/fenced-cache";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../test/pg-harness";
import { SESSION_CACHE_TTL_MS } from "./session-cache";

const AUTH = "/auth-api/v1.0.0/api";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

describe.skipIf(!TEST_DATABASE_URL)("auth on PostgreSQL", () => {
  let t: TestServer;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    drop = created.drop;
    t = await startTestServer({ database: created.database });
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  const refresh = (token: string) =>
    t.call(`${AUTH}/membership/refresh`, { method: "POST", headers: { "x-ref-token": token } });

  it("reports the postgres driver", async () => {
    expect(await (await fetch(`${t.base}/healthz`)).json()).toEqual({ status: "ok", db: "postgres" });
  });

  it("runs the whole sign-in flow", async () => {
    const first = await t.login("demo");
    expect(first.res.body.data).toMatchObject({ loginId: "demo", gradNm: "Gold" });
    expect((await t.call(`${AUTH}/check`, { headers: member(first.access) })).status).toBe(200);
    const rotated = await refresh(first.refresh);
    expect(rotated.status).toBe(200);
    expect((await refresh(first.refresh)).body.code).toBe("AUTH0003");
    const revoked = await t.call(`${AUTH}/check`, { headers: member(rotated.headers.get("x-scm-token")!) });
    expect(revoked.body.code).toBe("SYS9996");

    const a = await t.login("demo");
    const b = await t.login("demo");
    expect((await t.call(`${AUTH}/check`, { headers: member(a.access) })).body.code).toBe("SYS9996");
    expect((await refresh(a.refresh)).status).toBe(401);
    expect((await t.call(`${AUTH}/check`, { headers: member(b.access) })).status).toBe(200);
  });

  it("20 concurrent refreshes with one token: exactly one succeeds and the family is revoked", async () => {
    const { refresh: token } = await t.login("basic");
    const results = await Promise.all(Array.from({ length: 20 }, () => refresh(token)));
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(401);
      expect(r.body.code).toBe("AUTH0003");
    }
    const winner = winners[0]!;
    const afterwards = await t.call(`${AUTH}/check`, { headers: member(winner.headers.get("x-scm-token")!) });
    expect(afterwards.status).toBe(401);
    expect((await refresh(winner.headers.get("x-ref-token")!)).status).toBe(401);
  });

  it("10 concurrent logins of one member leave exactly one valid session", async () => {
    const logins = await Promise.all(Array.from({ length: 10 }, () => t.login("staff")));
    for (const l of logins) expect(l.res.status).toBe(200);
    const checks = await Promise.all(logins.map((l) => t.call(`${AUTH}/check`, { headers: member(l.access) })));
    expect(checks.filter((c) => c.status === 200)).toHaveLength(1);
    expect(checks.filter((c) => c.body.code === "SYS9996")).toHaveLength(9);
    const refreshes = await Promise.all(logins.map((l) => refresh(l.refresh)));
    expect(refreshes.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it("calls racing a newer login: every call sent after its answer is SYS9996 (cached session, decision 350)", async () => {
    const old = await t.login("basic");
    advanceCacheClock(SESSION_CACHE_TTL_MS);
    const check = () => t.call(`${AUTH}/check`, { headers: member(old.access) });
    expect((await check()).status).toBe(200);
    let answered = false;
    let stop = false;
    const afterLogin: string[] = [];
    const callers = Array.from({ length: 8 }, async () => {
      while (!stop) {
        const sentAfterLogin = answered;
        const res = await check();
        if (sentAfterLogin) afterLogin.push(res.status === 200 ? "ok" : res.body.code);
      }
    });
    await new Promise((r) => setTimeout(r, 50));
    const fresh = await t.login("basic");
    answered = true;
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await Promise.all(callers);
    expect(afterLogin.length).toBeGreaterThan(0);
    expect(new Set(afterLogin)).toEqual(new Set(["SYS9996"]));
    expect((await t.call(`${AUTH}/check`, { headers: member(fresh.access) })).status).toBe(200);
  });

  it("30 concurrent wrong passwords for one id: never more than 5 are evaluated", async () => {
    const attempts = await Promise.all(Array.from({ length: 30 }, () => t.login("demo", "wrong-password")));
    const evaluated = attempts.filter((a) => a.res.body.code === "AUTH0001");
    const limited = attempts.filter((a) => a.res.body.code === "AUTH0004");
    expect(evaluated.length).toBe(5);
    expect(limited.length).toBe(25);
    for (const a of limited) expect(a.res.status).toBe(429);
    expect((await t.login("demo")).res.status).toBe(429);
  });
});
