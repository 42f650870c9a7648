#!/usr/bin/env node
// `npm run bench`: measures the performance budgets of the issues, prints every figure with its
// budget and PASS/FAIL, and exits non-zero when a budget is missed. One measurement per file in
// scripts/bench/ (decision 300):
//   startup     first start (budget 15 s), later start, sign-in and /api/check latency (PGlite)
//   bundle      initial JavaScript of home, gzipped (budget 170 KB)
//   lighthouse  Lighthouse mobile on home, product list, search, product detail (median of 3)
//   api         product list and search at 50 connections on PostgreSQL vs a bare Hono route
// `npm run bench -- bundle lighthouse` runs only the named ones. (scripts/bench/compare.mjs, not run
// here, compares two builds in alternating Lighthouse runs.) The web app is built once into a
// temporary folder; every server, browser, database and temp folder is removed at the end.
// Loopback only; every loop is bounded in count and time.
import { availableParallelism, loadavg } from "node:os";
import { runApiLoad } from "./bench/api-load.mjs";
import { buildWeb } from "./bench/build.mjs";
import { runBundle } from "./bench/bundle.mjs";
import { cleanupAll } from "./bench/lib/proc.mjs";
import { failed, section, summary } from "./bench/lib/report.mjs";
import { runLighthouse } from "./bench/lighthouse.mjs";
import { runStartup } from "./bench/startup.mjs";

const ALL = ["startup", "bundle", "lighthouse", "api"];
const asked = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const unknown = asked.filter((a) => !ALL.includes(a));
if (unknown.length) {
  console.error(`unknown measurement ${unknown.join(", ")}: choose from ${ALL.join(", ")}`);
  process.exit(2);
}
const chosen = asked.length ? asked : ALL;
const t0 = performance.now();

// Every figure depends on how busy the machine is: say so at the start and at the end.
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")} on ${availableParallelism()} cores`;
console.log(
  `Cellar benchmark (${chosen.join(", ")}) — Node ${process.version}, ${new Date().toISOString()}, ${load()}`,
);
try {
  let build;
  if (chosen.includes("bundle") || chosen.includes("lighthouse")) {
    section("Build");
    build = buildWeb();
  }
  if (chosen.includes("startup")) await runStartup();
  if (chosen.includes("bundle")) runBundle(build);
  if (chosen.includes("lighthouse")) await runLighthouse(build);
  if (chosen.includes("api")) await runApiLoad();
} catch (e) {
  failed("bench", e.stack ?? e.message);
} finally {
  await cleanupAll();
}
const missed = summary();
console.log(`bench took ${((performance.now() - t0) / 1000).toFixed(0)} s; ${load()}`);
process.exit(missed ? 1 : 0);
