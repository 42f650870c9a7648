#!/usr/bin/env node
// Issue 26's API budgets (decision 450): the reads a shopper's main screens make, on PostgreSQL at
// 50 connections (autocannon), each beside a bare Hono JSON route measured just before and after it
// in the same run. Budget per endpoint: p99 ≤ 50 ms and throughput ≥ 15 % of the bare route.
//   node scripts/bench/api-load.mjs                 every endpoint below
//   BENCH_API=home,cart node scripts/bench/api-load.mjs   only these
//   BENCH_RUNS=3 (rounds; medians budgeted), BENCH_DURATION_S=5, BENCH_WARMUP_S=2
//   BENCH_SEED_PRODUCTS=100000   seed the big catalogue (SEED_PRODUCTS) before measuring
//   BENCH_DATABASE_URL           PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
// The API runs alone with NODE_ENV=production, built ahead of time as `npm run start:prod` runs it (no web build)
// on a fresh database (cellar_apibench_<time>), dropped afterwards. Exits 1 when a budget is missed.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import {
  cleanupAll,
  freePort,
  IN_APP_UA,
  signIn,
  spawnChild,
  stopChild,
  throwawayPostgres,
  waitForUrl,
} from "./lib/proc.mjs";
import { median } from "./lib/report.mjs";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CONNECTIONS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const P99_MS = 50;
const SHARE = 15;

const P = "/product-api/v1.0.0/api";
const C = "/commerce-api/v1.0.0/api";
const U = "/user-api/v1.0.0/api";
/** name → path (member: sent with the demo member's token). `:order` is the member's latest order. */
const ENDPOINTS = [
  // A reference, not a budget of the issue: the whole request pipeline plus one `select 1` round
  // trip to PostgreSQL, the least any answer read from the database can cost (decision 454).
  { name: "ref-healthz", path: "/healthz", reference: true },
  // The cheapest real read: a guest route through the router with one indexed statement (the app
  // version of one OS), answered the way every endpoint is.
  { name: "ref-one-read", path: `${P}/version/info?os=210003`, reference: true },
  { name: "home-guest", path: `${P}/home` },
  { name: "home", path: `${P}/home`, member: true },
  { name: "list-guest", path: `${P}/products?category=10&sort=01&pageNo=1&pageSize=20` },
  { name: "list", path: `${P}/products?category=10&sort=01&pageNo=1&pageSize=20`, member: true },
  { name: "list-filter", path: `${P}/products?category=10&sort=02&pageNo=3&pageSize=20&minScore=3` },
  { name: "search", path: `${P}/products?searchWord=${encodeURIComponent("샤르도네")}&pageNo=1&pageSize=20` },
  { name: "search-chosung", path: `${P}/products?searchWord=${encodeURIComponent("ㅅㄹㄷ")}&pageNo=1&pageSize=20` },
  { name: "search-typo", path: `${P}/products?searchWord=${encodeURIComponent("샤르도내")}&pageNo=1&pageSize=20` },
  { name: "detail", path: `${P}/products/W0005`, member: true },
  { name: "detail-guest", path: `${P}/products/W0005` },
  { name: "stock", path: `${P}/products/W0005/stock` },
  { name: "reviews", path: `${P}/products/W0005/reviews?pageNo=1&pageSize=10` },
  { name: "promotions", path: `${P}/promotions?period=ONGOING` },
  { name: "exhibitions", path: `${P}/exhibitions`, member: true },
  { name: "cart", path: `${C}/cart`, member: true },
  { name: "cart-count", path: `${C}/cart/count`, member: true },
  { name: "orders", path: `${C}/orders/history?pageNo=1&pageSize=10`, member: true },
  { name: "order", path: `${C}/orders/:order`, member: true },
  { name: "card", path: `${U}/membership/card`, member: true },
  { name: "grade", path: `${U}/membership/grade-info`, member: true },
  { name: "coupons", path: `${U}/membership/coupon/publish?searchType=AVAILABLE`, member: true },
  { name: "stamps", path: `${U}/membership/stamps`, member: true },
  { name: "prepaid", path: `${U}/membership/prepaid`, member: true },
  { name: "stores", path: `${P}/tnant`, member: true },
  { name: "store", path: `${P}/tnant/:store`, member: true },
  { name: "alarms-count", path: `${U}/alarms/new-cnt`, member: true },
];

const cannon = (url, headers, duration) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 10 }, (e, r) =>
      e ? reject(e) : resolve(r),
    ),
  );

async function measure(label, url, headers, warmup) {
  if (warmup) await cannon(url, headers, WARMUP_S);
  const r = await cannon(url, headers, DURATION_S);
  const bad = Object.entries(r.statusCodeStats ?? {}).filter(([c]) => Number(c) !== 200 && Number(c) !== 304);
  const fig = { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average };
  if (bad.length || r.errors || r.timeouts || !r.requests.total)
    throw new Error(`${label}: ${JSON.stringify(bad)} ${r.errors} errors ${r.timeouts} time-outs`);
  return fig;
}

async function main() {
  const asked = (process.env.BENCH_API ?? "").split(",").filter(Boolean);
  const targets = asked.length ? ENDPOINTS.filter((e) => asked.includes(e.name)) : ENDPOINTS;
  const { name, url } = await throwawayPostgres(ADMIN_URL);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // As production runs it (decision 443): the API compiled ahead of time, built first.
  execFileSync("npm", ["run", "build", "-w", "@cellar/api"], { stdio: "ignore" });
  const t0 = performance.now();
  const api = spawnChild(["--enable-source-maps", "apps/api/dist/server/main.js"], {
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      TOKEN_SECRET: randomBytes(32).toString("hex"),
      DATABASE_URL: url.toString(),
      ACCESS_TOKEN_TTL_SECONDS: "3600",
      LOGIN_RATE_LIMIT_PER_ID: "10000",
      LOGIN_RATE_LIMIT_PER_ADDRESS: "100000",
      ...(process.env.BENCH_SEED_PRODUCTS ? { SEED_PRODUCTS: process.env.BENCH_SEED_PRODUCTS } : {}),
    },
  });
  await waitForUrl(api, `${base}/healthz`, 10 * 60_000);
  console.log(`API on ${name} up in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const barePort = await freePort();
  const bare = spawnChild(["scripts/bench/bare-hono.mjs"], { env: { PORT: String(barePort), HOST: "127.0.0.1" } });
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  await waitForUrl(bare, `${bareUrl}healthz`);
  const { token } = await signIn(base);
  const memberHeaders = { "user-agent": IN_APP_UA, "x-scm-token": token, "accept-encoding": "gzip" };
  const guestHeaders = { "user-agent": IN_APP_UA, "accept-encoding": "gzip" };
  const get = async (path) => (await (await fetch(`${base}${path}`, { headers: memberHeaders })).json()).data;
  const orders = await get(`${C}/orders/history?pageNo=1&pageSize=10`);
  const order = (orders?.list ?? orders?.orders ?? orders?.items ?? [])[0]?.orderNo;
  const stores = await get(`${P}/tnant`);
  const store = (stores?.list ?? stores?.stores ?? stores ?? [])[0]?.tnantCd;
  const rows = [];
  let before = await measure("bare", bareUrl, {}, true);
  for (const t of targets) {
    const path = t.path.replace(":order", order ?? "none").replace(":store", store ?? "none");
    const row = { name: t.name, runs: [] };
    try {
      for (let i = 0; i < RUNS; i++) {
        const fig = await measure(t.name, `${base}${path}`, t.member ? memberHeaders : guestHeaders, i === 0);
        const after = await measure("bare", bareUrl, {}, false);
        row.runs.push({ ...fig, share: (100 * fig.rps) / ((before.rps + after.rps) / 2), bare: after.rps });
        before = after;
      }
      const med = (k) => median(row.runs.map((r) => r[k]));
      Object.assign(row, { p50: med("p50"), p99: med("p99"), rps: med("rps"), share: med("share"), bare: med("bare") });
      row.ok = t.reference || (row.p99 <= P99_MS && row.share >= SHARE);
    } catch (e) {
      row.error = e.message;
      row.ok = false;
    }
    rows.push(row);
    console.log(
      row.error
        ? `  ✗ ${t.name.padEnd(15)} ERROR ${row.error}`
        : `  ${t.reference ? "·" : row.ok ? "✓" : "✗"} ${t.name.padEnd(15)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${String(row.p50).padStart(3)} ms  p99 ${String(row.p99).padStart(4)} ms  ${row.share.toFixed(1).padStart(5)} % of bare (${row.bare.toFixed(0)})`,
    );
  }
  await stopChild(bare);
  await stopChild(api);
  return rows.every((r) => r.ok);
}

let ok = false;
try {
  ok = await main();
} catch (e) {
  console.error(e.stack ?? e.message);
} finally {
  await cleanupAll();
}
process.exit(ok ? 0 : 1);
