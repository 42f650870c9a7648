// API under load on PostgreSQL: the product list and the search at 50 concurrent connections
// (autocannon, warm-up first), against a bare Hono JSON route measured in the same run on the same
// machine, just before and just after each route (decision 356). Budgets: p99 ≤ 50 ms, throughput
// ≥ 25% of the bare route (mean of those two runs). A fresh database on the local
// server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
// is created, migrated and seeded by the real server's first start, and dropped afterwards.
// Without a reachable server the measurement is skipped with a message.
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { freePort, IN_APP_UA, onCleanup, signIn, spawnChild, startCellar, stopChild, waitForUrl } from "./lib/proc.mjs";
import { budget, failed, section, skipped } from "./lib/report.mjs";

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CONNECTIONS = 50;
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const P99_BUDGET_MS = 50;
const THROUGHPUT_SHARE = 0.25;
const PRODUCTS = "/product-api/v1.0.0/api/products";
export const TARGETS = [
  { name: "product list", path: `${PRODUCTS}?category=10&sort=01&pageNo=1&pageSize=10` },
  { name: "search 말벡", path: `${PRODUCTS}?searchWord=${encodeURIComponent("말벡")}&sort=01&pageNo=1&pageSize=10` },
];

function cannon(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 10 }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

/** Warm-up, then the measured run; prints and answers p50/p99/req/s. */
async function measure(name, url, headers = {}, expectStatus = [200]) {
  await cannon(url, headers, WARMUP_S);
  const r = await cannon(url, headers, DURATION_S);
  const unexpected = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !expectStatus.includes(Number(code)))
    .reduce((n, [, v]) => n + v.count, 0);
  const bad = r.errors + r.timeouts + unexpected;
  const fig = { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, total: r.requests.total, bad };
  console.log(
    `  ${name.padEnd(22)} c=${CONNECTIONS} ${DURATION_S} s  n=${fig.total}  p50 ${fig.p50} ms  p99 ${fig.p99} ms  ${fig.rps.toFixed(0)} req/s  (load ${loadavg()[0].toFixed(1)})${bad ? `  ${bad} failed` : ""}`,
  );
  if (bad) throw new Error(`${name}: ${unexpected} unexpected statuses, ${r.errors} errors, ${r.timeouts} time-outs`);
  return fig;
}

/** p50 of `n` requests one at a time: the unloaded latency, to tell slow work from queueing. */
async function serialP50(url, headers, n = 30) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = await fetch(url, { headers });
    await r.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)];
}

/** One request answered in full: the envelope is a success and the page has products. */
async function checkAnswer(name, url, headers) {
  const r = await fetch(url, { headers });
  const body = await r.json().catch(() => null);
  const items = body?.data?.list ?? body?.data?.items;
  if (!r.ok || body?.code !== "0000")
    throw new Error(`${name}: HTTP ${r.status} ${body?.code ?? ""} ${body?.message ?? ""}`);
  if (!Array.isArray(items) || items.length === 0) throw new Error(`${name}: the answer has no products`);
  return items.length;
}

async function createDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (e) {
    return { error: e.message };
  }
  const name = `cellar_bench_${randomBytes(5).toString("hex")}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    try {
      await c.query(`drop database if exists ${name} with (force)`);
    } finally {
      await c.end();
    }
  };
  return { name, url: url.toString(), drop };
}

export async function runApiLoad() {
  section(`API load on PostgreSQL (${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s)`);
  const db = await createDatabase();
  if (db.error) {
    skipped("API load (PostgreSQL)", `no PostgreSQL server at ${ADMIN_URL}: ${db.error}`);
    return;
  }
  console.log(`  database ${db.name} (dropped afterwards)`);
  const unregister = onCleanup(db.drop);
  let server;
  let bare;
  try {
    server = await startCellar({ databaseUrl: db.url });
    const barePort = await freePort();
    bare = spawnChild(["scripts/bench/bare-hono.mjs"], { env: { PORT: String(barePort), HOST: "127.0.0.1" } });
    await waitForUrl(bare, `http://127.0.0.1:${barePort}/healthz`);

    const { token } = await signIn(server.base);
    const headers = { "x-scm-token": token, "user-agent": IN_APP_UA };
    for (const t of TARGETS) {
      const n = await checkAnswer(t.name, `${server.base}${t.path}`, headers);
      console.log(`  ${t.name.padEnd(22)} GET ${decodeURIComponent(t.path)} (signed in) → ${n} products`);
    }
    for (const t of TARGETS) {
      const p50 = await serialP50(`${server.base}${t.path}`, headers);
      console.log(`  ${t.name.padEnd(22)} one at a time: p50 ${p50.toFixed(1)} ms`);
    }
    // The machine is shared, so how busy it is drifts during the run (decision 356): each budgeted
    // route is measured between two runs of the bare route and compared with their mean.
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    const bares = [await measure("bare Hono {ok:true}", bareUrl)];
    const figs = [];
    for (const t of TARGETS) {
      const fig = await measure(t.name, `${server.base}${t.path}`, headers);
      bares.push(await measure("bare Hono {ok:true}", bareUrl));
      const around = bares.slice(-2);
      figs.push({ ...t, ...fig, bareRps: (around[0].rps + around[1].rps) / 2 });
    }
    // Not budgeted: the API's own middleware (logging, headers) plus one `select 1`, to split the
    // cost of the framework stack from the cost of the catalogue queries.
    await measure("API /healthz (select 1)", `${server.base}/healthz`);
    // Not budgeted either: the API's middleware and JSON 404 with no database work at all, the
    // ceiling any catalogue route can reach on this stack.
    await measure("API JSON 404 (no db)", `${server.base}/product-api/v1.0.0/api/bench-no-such-path`, {}, [404]);
    for (const f of figs) {
      console.log(
        `  ${f.name.padEnd(22)} ${f.rps.toFixed(0)} req/s against bare ${f.bareRps.toFixed(0)} req/s (mean of the runs before and after)`,
      );
    }
    for (const f of figs) {
      budget(`${f.name} p99 (PostgreSQL, c=${CONNECTIONS})`, f.p99, { max: P99_BUDGET_MS, unit: " ms" });
      budget(`${f.name} throughput, % of bare Hono`, (100 * f.rps) / f.bareRps, {
        min: 100 * THROUGHPUT_SHARE,
        unit: " %",
        digits: 1,
      });
    }
  } catch (e) {
    failed("API load (PostgreSQL)", e.message);
  } finally {
    await stopChild(bare);
    await stopChild(server?.child);
    unregister();
    await db.drop().catch((e) => console.error(`  could not drop ${db.name}: ${e.message}`));
  }
}
