import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plainProducts, stockOf } from "../test/checkout-fixtures";
import { member, startTestServer, type TestServer } from "../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../test/pg-harness";
import { loadConfig } from "./config";
import { type Database, openDatabase } from "./db";
import { createLogger } from "./http/logger";
import { createJobHost, enterJobHost, leaveJobHost, startRepeatingJob, stopJobs } from "./jobs";
import { queryRows } from "./query";
import { deriveKeys, resolveTokenSecret } from "./secrets";
import { createApp, type Lifecycle } from "./server";
import { shutDownGracefully } from "./shutdown";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

const AUTH = "/auth-api/v1.0.0/api";
const COMMERCE = "/commerce-api/v1.0.0";

/**
 * Two app instances on one PostgreSQL database (issue 26, decisions 446–447): two servers on two
 * ports, each with its own connection pool, sharing only the database — as two processes behind a
 * load balancer do.
 */
describe.skipIf(!TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  let a: TestServer;
  let b: TestServer;
  let databaseB: Database;
  let databaseUrl = "";
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    drop = created.drop;
    databaseUrl = created.url;
    databaseB = await openDatabase({ databaseUrl: created.url });
    a = await startTestServer({ database: created.database });
    b = await startTestServer({ database: databaseB });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await databaseB?.close();
    await drop?.();
  });

  const check = (t: TestServer, access: string) => t.call(`${AUTH}/check`, { headers: member(access) });

  it("a logout on one instance is refused on the other at once", async () => {
    const signedIn = await a.login("demo");
    expect((await check(b, signedIn.access)).status).toBe(200);
    expect((await check(a, signedIn.access)).status).toBe(200);
    const out = await a.call(`${AUTH}/membership/logout`, {
      headers: { ...member(signedIn.access), "x-ref-token": signedIn.refresh },
    });
    expect(out.status).toBe(200);
    expect((await check(b, signedIn.access)).body.code).toBe("SYS9996");
  });

  it("a newer sign-in on one instance refuses the older session on both at once", async () => {
    const older = await a.login("basic");
    expect((await check(a, older.access)).status).toBe(200);
    expect((await check(b, older.access)).status).toBe(200);
    const newer = await b.login("basic");
    expect(newer.res.status).toBe(200);
    expect((await check(a, older.access)).body.code).toBe("SYS9996");
    expect((await check(b, older.access)).body.code).toBe("SYS9996");
    expect((await check(a, newer.access)).status).toBe(200);
    // A revocation written by another process (no cache of this one told): refused at once too.
    await databaseB.db.execute(
      sql`update sessions set revoked_at = now(), revoked_reason = 'logout' where mber_no = (select mber_no from members where login_id = 'basic') and revoked_at is null`,
    );
    expect((await check(a, newer.access)).body.code).toBe("SYS9996");
  });

  it("200 checkouts spread over both instances on stock 10 sell exactly 10", async () => {
    const { access } = await a.login("demo");
    const [item] = await plainProducts(a.database.db, 1, "T0001", 10);
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => placeOrder(i % 2 ? b : a, access, item!)));
    const sold = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200).map((r) => r.body.code);
    expect(sold).toHaveLength(10);
    expect(new Set(refused)).toEqual(new Set(["ORD0002"]));
    expect(await stockOf(a.database.db, item!.itemCd, "T0001")).toBe(0);
    expect(await ordersOf(item!.itemCd)).toBe(10);
  });

  it("a scheduled job ticks once across instances: the other instance's tick at the same moment is skipped", async () => {
    await a.database.db.execute(
      sql`create table if not exists instance_job_runs (host text not null, at timestamptz not null default now())`,
    );
    const logger = createLogger("silent");
    const started = [a.database, databaseB].map((database, i) => {
      const host = createJobHost(database);
      enterJobHost(host);
      const job = startRepeatingJob(
        "instances test",
        async () => {
          await database.db.execute(sql`insert into instance_job_runs (host) values (${String(i)})`);
          await new Promise((r) => setTimeout(r, 300));
        },
        logger,
        60_000,
      );
      leaveJobHost(host);
      return { host, job };
    });
    // Both instances ticked at start, at the same moment: the one without the lock skipped its tick.
    await Promise.all(started.map((s) => s.job.tick()));
    expect(await jobRuns()).toBe(1);
    // Once the lock is free either instance runs the next tick.
    await started[1]!.job.tick();
    expect(await jobRuns()).toBe(2);
    for (const s of started) expect(await stopJobs(s.host, 2000)).toBe(true);
  });

  it("killing one instance in the middle of checkouts loses nothing it acknowledged", async () => {
    const victim = await startTestServer({ database: await openDatabase({ databaseUrl }) });
    const { access } = await a.login("demo");
    const [, item] = await plainProducts(a.database.db, 2, "T0001", 100);
    const before = await stockOf(a.database.db, item!.itemCd, "T0001");
    const earlier = await ordersOf(item!.itemCd);
    const calls = Array.from({ length: 60 }, (_, i) => placeOrder(i % 2 ? victim : a, access, item!).catch(() => null));
    // The victim dies while requests are in flight: its connections are cut, its pool destroyed.
    await new Promise((r) => setTimeout(r, 150));
    await victim.close();
    await victim.database.close();
    const results = await Promise.all(calls);
    const acknowledged = results
      .filter((r) => r?.status === 200)
      .map((r) => (r!.body.data as { orderNo: string }).orderNo);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(results.some((r) => r === null)).toBe(true);
    // Every acknowledged order is there, and the stock taken is exactly the orders kept.
    const kept = await queryRows<{ orderNo: string }>(
      a.database.db,
      sql`select o.order_no as "orderNo" from orders o join order_items i on i.order_no = o.order_no
        where i.item_cd = ${item!.itemCd} and o.order_stat_cd = '00'`,
    );
    const keptNos = new Set(kept.map((k) => k.orderNo));
    for (const no of acknowledged) expect(keptNos.has(no)).toBe(true);
    expect(before - (await stockOf(a.database.db, item!.itemCd, "T0001"))).toBe(kept.length - earlier);
    // The instance left standing still serves.
    expect((await placeOrder(a, access, item!)).status).toBe(200);
  });

  it("a graceful shutdown turns /readyz to 503, answers the request in flight, stops the jobs and closes the database", async () => {
    const database = await openDatabase({ databaseUrl });
    const logger = createLogger("silent");
    const jobHost = createJobHost(database);
    const lifecycle: Lifecycle = { draining: false };
    const config = loadConfig({ NODE_ENV: "test", WEB_DIST_DIR: "/nonexistent/cellar-dist", TRUST_PROXY: "true" });
    const keys = deriveKeys(await resolveTokenSecret(database.db, config.tokenSecret));
    const app = createApp({ config, database, keys, logger, jobs: true, jobHost, lifecycle });
    const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }) as Server;
    await new Promise<void>((r) => server.once("listening", () => r()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect(jobHost.jobs.size).toBeGreaterThan(0);

    // A request held in flight: another session locks the stock row the order must take.
    const { access } = await a.login("demo");
    const [item] = await plainProducts(a.database.db, 1, "T0001", 5);
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    await blocker.query("begin");
    await blocker.query("select qty from product_stock where item_cd = $1 and tnant_cd = 'T0001' for update", [
      item!.itemCd,
    ]);
    const inFlight = fetch(`${base}${COMMERCE}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", ...member(access) },
      body: JSON.stringify(orderBody(item!)),
    });
    let settled = false;
    void inFlight.finally(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 200));
    const stopping = shutDownGracefully({ server, database, jobHost, lifecycle, logger, timeoutMs: 5000 });
    expect((await app.request("/readyz")).status).toBe(503);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(settled).toBe(false);
    await blocker.query("commit");
    await blocker.end();
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(await stopping).toBe(true);
    expect(jobHost.stopped).toBe(true);
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it("the sign-in limit counts attempts made on both instances", async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await (i % 2 ? b : a).login("basic", "wrong-password");
      expect(wrong.res.body.code).toBe("AUTH0001");
    }
    // Five wrong on the two together: the sixth, right or wrong, on either, is refused.
    expect((await a.login("basic")).res.status).toBe(429);
    expect((await b.login("basic")).res.body.code).toBe("AUTH0004");
  });

  const jobRuns = async () =>
    (await queryRows<{ n: number }>(a.database.db, sql`select count(*)::int as n from instance_job_runs`))[0]!.n;
  const ordersOf = async (itemCd: string) =>
    (
      await queryRows<{ n: number }>(
        a.database.db,
        sql`select count(*)::int as n from orders o join order_items i on i.order_no = o.order_no
          where i.item_cd = ${itemCd} and o.order_stat_cd = '00'`,
      )
    )[0]!.n;
});

function placeOrder(t: TestServer, access: string, item: { itemCd: string; saleUprc: number }) {
  return t.call(`${COMMERCE}/api/orders`, { method: "POST", headers: member(access), body: orderBody(item) });
}

function orderBody(item: { itemCd: string; saleUprc: number }) {
  return {
    items: [{ itemCd: item.itemCd, tnantCd: "T0001", itemQty: 1 }],
    couponCds: [],
    stampUseCnt: 0,
    prepaidUseAmt: 0,
    orderDeliveryCd: "01",
    empDcYn: "Y",
    takeType: "01",
    appKeepYn: "N",
    ordererMobileNum: "01012345678",
    email: "",
    receiverRmk: "",
    tnantRmk: "",
    agreeYn: "Y",
    payMethod: "CARD",
    returnPath: "/order",
    expectedNetAmt: item.saleUprc,
  };
}
