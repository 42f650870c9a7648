// Issue 19's server render budgets: the product list page and a product page, rendered for the
// demo member (in-app agent, session cookie) by the app as `npm start` runs it on PostgreSQL, at 50
// connections (autocannon), against a bare Hono JSON route (bare-hono.mjs) measured in the same run
// just before and just after each page (decision 356). BENCH_RUNS rounds; the medians are budgeted:
// p99 ≤ 150 ms, throughput ≥ 1.5 % of the bare route. A fresh database (cellar_bench_<time>) on the
// local server (BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) is created,
// migrated and seeded by the app's first start, and dropped afterwards.
import autocannon from "autocannon";
import {
  API,
  apiCall,
  freePort,
  IN_APP_UA,
  signIn,
  spawnChild,
  startCellar,
  stopChild,
  throwawayPostgres,
  waitForUrl,
} from "./lib/proc.mjs";
import { BUDGETS, cell, median, meets, section, table } from "./lib/report.mjs";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CONNECTIONS = 50;
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const ITEM = "W0005";

/** The pages under load, with how to tell that the answer is the page rendered with its data. */
export const TARGETS = [
  {
    name: "product-list",
    path: "/product?category=10",
    /** The names of the products the list shows first. */
    expect: async (base, token) => {
      const { data } = await apiCall(base, `${API.products}?category=10&sort=01&pageNo=1&pageSize=10`, { token });
      return (data.list ?? data.items ?? []).map((p) => p.itemNm);
    },
  },
  {
    name: "product",
    path: `/product/${ITEM}`,
    expect: async (base, token) => [(await apiCall(base, `${API.products}/${ITEM}`, { token })).data.itemNm],
  },
];

function cannon(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 10 }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

/** One measured run (after an optional warm-up): p50, p99, req/s; any answer but 200 is an error. */
async function measure(label, url, headers, { warmup = false } = {}) {
  if (warmup) await cannon(url, headers, WARMUP_S);
  const r = await cannon(url, headers, DURATION_S);
  const unexpected = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== 200)
    .map(([code, v]) => `${v.count}× HTTP ${code}`);
  const fig = { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, total: r.requests.total };
  console.log(
    `    ${label.padEnd(14)} n=${String(fig.total).padStart(7)}  p50 ${fig.p50} ms  p99 ${fig.p99} ms  ${fig.rps.toFixed(0)} req/s`,
  );
  if (!fig.total) throw new Error(`${label}: no answer completed in ${DURATION_S} s`);
  if (unexpected.length || r.errors || r.timeouts)
    throw new Error(`${label}: ${[...unexpected, `${r.errors} errors`, `${r.timeouts} time-outs`].join(", ")}`);
  return fig;
}

/** p50 of `n` requests one at a time: the page's own time, without queueing. */
async function serialP50(url, headers, n = 30) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const r = await fetch(url, { headers });
    await r.arrayBuffer();
    times.push(performance.now() - t0);
  }
  return median(times);
}

/**
 * One answer read in full: HTTP 200 and HTML (else it throws), and which of `names` it shows: none
 * means the page came without its data (a skeleton for the browser to fill), which the budget
 * does not accept either.
 */
async function checkAnswer(url, headers, names) {
  const r = await fetch(url, { headers, redirect: "manual" });
  const body = await r.text();
  if (r.status !== 200)
    throw new Error(`HTTP ${r.status}${r.headers.get("location") ? ` → ${r.headers.get("location")}` : ""}`);
  if (!r.headers.get("content-type")?.startsWith("text/html"))
    throw new Error(`answered ${r.headers.get("content-type")}`);
  return { bytes: body.length, shown: names.find((n) => body.includes(n)) ?? null };
}

/**
 * Measures the targets `runs` rounds; answers one row per target (medians, misses, every round) and
 * prints the table. A failure is recorded on the rows (a missing figure never passes).
 */
export async function runRenderLoad({ runs }) {
  section(
    `Server render on PostgreSQL, ${CONNECTIONS} connections, median of ${runs} rounds of ${DURATION_S} s (warm-up ${WARMUP_S} s)`,
  );
  const rows = TARGETS.map((t) => ({ name: t.name, path: t.path, runs: [] }));
  const bare = { name: "bare Hono JSON", runs: [] };
  let db;
  let server;
  let bareChild;
  try {
    db = await throwawayPostgres(ADMIN_URL, "cellar_bench");
    console.log(`  database ${db.name} (dropped afterwards); starting the app as npm start does…`);
    server = await startCellar({ databaseUrl: db.url.toString(), env: { ACCESS_TOKEN_TTL_SECONDS: "3600" } });
    console.log(`  ${server.base} up in ${(server.startMs / 1000).toFixed(1)} s (${server.db})`);
    if (server.db !== "postgres") throw new Error(`the app runs on ${server.db}, not PostgreSQL`);
    const barePort = await freePort();
    bareChild = spawnChild(["scripts/bench/bare-hono.mjs"], { env: { PORT: String(barePort), HOST: "127.0.0.1" } });
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await waitForUrl(bareChild, `${bareUrl}healthz`);

    const { token } = await signIn(server.base);
    // What the in-app web view sends for a page: its agent, the session cookie, HTML, compression.
    const headers = {
      "user-agent": IN_APP_UA,
      cookie: `cellar_at=${encodeURIComponent(token)}`,
      accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      "accept-encoding": "gzip, deflate, br",
      "accept-language": "ko-KR,ko;q=0.9",
    };
    for (const [i, t] of TARGETS.entries()) {
      const url = `${server.base}${t.path}`;
      const names = await t.expect(server.base, token);
      const { bytes, shown } = await checkAnswer(url, headers, names);
      rows[i].rendered = Boolean(shown);
      rows[i].serialP50 = await serialP50(url, headers);
      console.log(
        `  ${t.name.padEnd(14)} GET ${t.path} (demo) → 200 HTML, ${(bytes / 1024).toFixed(0)} KB, ${shown ? `shows "${shown}"` : `WITHOUT its data (none of ${names.slice(0, 2).join(", ")}…)`}; one at a time p50 ${rows[i].serialP50.toFixed(1)} ms`,
      );
    }
    // Bare, page, bare, page, bare in every round: each page is compared with the bare runs around it.
    for (let round = 0; round < runs; round++) {
      console.log(`  round ${round + 1}/${runs}`);
      let before = await measure("bare", bareUrl, {}, { warmup: round === 0 });
      bare.runs.push(before);
      for (const [i, t] of TARGETS.entries()) {
        const fig = await measure(t.name, `${server.base}${t.path}`, headers, { warmup: round === 0 });
        const after = await measure("bare", bareUrl, {});
        bare.runs.push(after);
        const bareRps = (before.rps + after.rps) / 2;
        rows[i].runs.push({ ...fig, bareRps, share: (100 * fig.rps) / bareRps });
        before = after;
      }
    }
    for (const r of rows) {
      const med = (k) => median(r.runs.map((x) => x[k]));
      r.median = { p99: med("p99"), share: med("share") };
      r.rps = med("rps");
      r.p50 = med("p50");
      r.bareRps = med("bareRps");
      r.misses = Object.keys(r.median).filter((k) => !meets(k, r.median[k]));
      if (!r.rendered) r.error = "the page came without its data (not rendered on the server with it)";
    }
  } catch (e) {
    for (const r of rows) r.error = e.message;
    console.log(`  FAILED: ${e.message}`);
  } finally {
    await stopChild(bareChild);
    await stopChild(server?.child);
    await db?.drop().catch((e) => console.error(`  could not drop ${db.name}: ${e.message}`));
  }
  return { rows, bare, connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S };
}

export function printLoadTable(rows) {
  console.log(`\n  Budgets: p99 ${BUDGETS.p99.text}, throughput ${BUDGETS.share.text}; ✗ = missed`);
  table(
    ["page", "p99 ms", "% of bare", "req/s", "bare req/s", "p50 ms", "alone p50 ms", "note"],
    rows.map((r) =>
      r.median
        ? [
            r.name,
            cell(r.median.p99, r.median.p99.toFixed(0), "p99"),
            cell(r.median.share, r.median.share.toFixed(2), "share"),
            r.rps.toFixed(0),
            r.bareRps.toFixed(0),
            r.p50.toFixed(0),
            r.serialP50?.toFixed(1) ?? "-",
            r.error ? `ERROR ${r.error}` : "",
          ]
        : [r.name, "-", "-", "-", "-", "-", "-", `ERROR ${r.error}`],
    ),
  );
}
