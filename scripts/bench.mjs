#!/usr/bin/env node
// `npm run bench`: checks the budgets of issue 19 (decision 373) and exits non-zero when one is
// missed or could not be measured.
//   lighthouse   Lighthouse mobile on the twelve pages a shopper lands on (scripts/bench/lighthouse.mjs)
//   render load  the product list and a product page rendered on PostgreSQL at 50 connections,
//                beside a bare Hono JSON route (scripts/bench/render-load.mjs)
// Options (environment):
//   BENCH_RUNS=5                 runs per page (Lighthouse) and rounds (load); the median is budgeted
//   BENCH_PAGES=home,cart        only these Lighthouse pages (names in the table below)
//   BENCH_SKIP_LIGHTHOUSE=1, BENCH_SKIP_LOAD=1
//   BENCH_DATABASE_URL           PostgreSQL server to create the bench database on
//                                (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_DURATION_S=10, BENCH_WARMUP_S=3   load run length
//   BENCH_OUT=<dir>              also keep every Lighthouse report and a screenshot of each page
//   BENCH_CHROMIUM_USER, CHROMIUM_PATH      decision 366
// The app starts as `npm start` starts it (scripts/start.mjs). Every server, browser, database and
// temp folder is removed at the end; the report is written to .bench/ (it ignores itself).
import { availableParallelism, loadavg } from "node:os";
import { cleanupAll } from "./bench/lib/proc.mjs";
import { BUDGETS, format, section, writeReport } from "./bench/lib/report.mjs";
import { PAGES, printLighthouseTable, runLighthouse } from "./bench/lighthouse.mjs";
import { printLoadTable, runRenderLoad } from "./bench/render-load.mjs";

const flag = (name) => ["1", "true", "yes"].includes(String(process.env[name] ?? "").toLowerCase());
const runs = Number(process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`BENCH_RUNS must be a whole number ≥ 1 (got ${process.env.BENCH_RUNS})`);
  process.exit(2);
}
const asked = (process.env.BENCH_PAGES ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = asked.filter((n) => !PAGES.some((p) => p.name === n));
if (unknown.length) {
  console.error(`unknown page ${unknown.join(", ")}: choose from ${PAGES.map((p) => p.name).join(", ")}`);
  process.exit(2);
}
const pages = asked.length ? PAGES.filter((p) => asked.includes(p.name)) : PAGES;
const doLighthouse = !flag("BENCH_SKIP_LIGHTHOUSE");
const doLoad = !flag("BENCH_SKIP_LOAD");

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")} on ${availableParallelism()} cores`;
const startedAt = new Date().toISOString();
const t0 = performance.now();
console.log(`Cellar bench (issue 19 budgets), ${runs} run(s) each — Node ${process.version}, ${startedAt}, ${load()}`);

const report = { startedAt, node: process.version, runs, budgets: BUDGETS, loadBefore: loadavg() };
try {
  if (doLighthouse) report.lighthouse = await runLighthouse({ pages, runs });
  if (doLoad) report.renderLoad = await runRenderLoad({ runs });
} catch (e) {
  report.error = e.stack ?? e.message;
  console.error(e.stack ?? e.message);
} finally {
  await cleanupAll();
}
report.loadAfter = loadavg();
report.seconds = Math.round((performance.now() - t0) / 1000);

// Every miss, and every figure that could not be measured, counts.
const misses = [];
for (const r of report.lighthouse ?? []) {
  if (r.error) misses.push(`${r.name}: ${r.error}`);
  for (const k of r.misses ?? []) misses.push(`${r.name}: ${k} ${format(k, r.median[k])} (budget ${BUDGETS[k].text})`);
}
for (const r of report.renderLoad?.rows ?? []) {
  if (r.error) misses.push(`${r.name} under load: ${r.error}`);
  for (const k of r.misses ?? [])
    misses.push(`${r.name} under load: ${k} ${format(k, r.median[k])} (budget ${BUDGETS[k].text})`);
}
if (report.error) misses.push(`bench: ${report.error.split("\n")[0]}`);
report.misses = misses;

section("Summary");
if (report.lighthouse) printLighthouseTable(report.lighthouse);
if (report.renderLoad) printLoadTable(report.renderLoad.rows);
const skipped = [!doLighthouse && "Lighthouse", !doLoad && "render load"].filter(Boolean);
console.log(
  `\n  ${misses.length ? `${misses.length} budget(s) missed or not measured:` : "every budget measured is met"}${skipped.length ? ` (skipped: ${skipped.join(", ")})` : ""}`,
);
for (const m of misses) console.log(`    ✗ ${m}`);
console.log(`\n  report ${writeReport(report)}`);
console.log(`  bench took ${report.seconds} s; ${load()}`);
process.exit(misses.length ? 1 : 0);
