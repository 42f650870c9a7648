#!/usr/bin/env node
// Issue 26's start-up budgets: first start (migrate and seed the default catalogue) ≤ 15 s, restart ≤ 3 s,
// on PostgreSQL and on the embedded PGlite.
//   node scripts/bench/api-start.mjs      (npm run bench:start)
//   BENCH_RUNS=3 (rounds; medians budgeted), BENCH_START_DB=postgres,pglite (only these)
//   BENCH_DATABASE_URL   PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
// The API runs as `npm run start:prod` runs it (NODE_ENV=production, built ahead of time; the build
// is made first and not timed). Each round: a fresh database (PostgreSQL: cellar_apibench_<time>,
// dropped afterwards; PGlite: a new data folder in a temp dir), the time from spawning the process to
// the first 200 of /readyz (migrations applied and the catalogue seeded); then SIGTERM, and the same
// again on the same database (the restart). The stop (SIGTERM to exit) is shown, not budgeted.
// Exits 1 when a budget is missed.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cleanupAll, freePort, spawnChild, stopChild, tempDir, throwawayPostgres, waitForUrl } from "./lib/proc.mjs";
import { median } from "./lib/report.mjs";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_MS = { first: 15_000, restart: 3_000 };
const POLL_MS = 20;

/** A fresh PostgreSQL database: its URL, and a drop for the end of the round. */
async function freshPostgres() {
  const { url, drop } = await throwawayPostgres(ADMIN_URL);
  return { env: { DATABASE_URL: url.toString() }, done: drop };
}

/** A fresh PGlite data folder (DATA_DIR), removed with the bench's temp dirs. */
async function freshPglite() {
  return { env: { DATA_DIR: `${tempDir("pglite")}/data` }, done: async () => {} };
}

const BACKENDS = { postgres: freshPostgres, pglite: freshPglite };

/** Spawns the API on `env` and answers it once /readyz answers 200, with the milliseconds it took. */
async function start(env) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawnChild(["--enable-source-maps", "apps/api/dist/server/main.js"], {
    env: { PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "production", ...env },
  });
  await waitForUrl(child, `http://127.0.0.1:${port}/readyz`, 5 * 60_000, POLL_MS);
  return { child, ms: performance.now() - t0 };
}

async function stop(child) {
  const t0 = performance.now();
  await stopChild(child);
  if (child.exitCode !== 0) throw new Error(`the API exited with ${child.exitCode ?? child.signalCode} on SIGTERM`);
  return performance.now() - t0;
}

async function main() {
  const asked = (process.env.BENCH_START_DB ?? "").split(",").filter(Boolean);
  const backends = asked.length ? asked : Object.keys(BACKENDS);
  for (const b of backends) if (!BACKENDS[b]) throw new Error(`BENCH_START_DB: no backend ${b}`);
  // As production runs it (decision 443): the API compiled ahead of time, built first.
  execFileSync("npm", ["run", "build", "-w", "@cellar/api"], { stdio: "ignore" });
  let ok = true;
  for (const backend of backends) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const db = await BACKENDS[backend]();
      const env = { ...db.env, TOKEN_SECRET: randomBytes(32).toString("hex") };
      const first = await start(env);
      const firstStop = await stop(first.child);
      const again = await start(env);
      const againStop = await stop(again.child);
      await db.done();
      runs.push({ first: first.ms, restart: again.ms, stop: median([firstStop, againStop]) });
      console.log(
        `  ${backend} run ${i + 1}: first start ${(first.ms / 1000).toFixed(2)} s, restart ${(again.ms / 1000).toFixed(2)} s, stops ${firstStop.toFixed(0)} / ${againStop.toFixed(0)} ms`,
      );
    }
    for (const key of ["first", "restart"]) {
      const ms = median(runs.map((r) => r[key]));
      const pass = ms <= BUDGET_MS[key];
      if (!pass) ok = false;
      console.log(
        `  ${pass ? "✓" : "✗"} ${`${backend} ${key === "first" ? "first start" : "restart"}`.padEnd(20)} ${(ms / 1000).toFixed(2).padStart(6)} s  (≤ ${BUDGET_MS[key] / 1000} s, median of ${runs.length})`,
      );
    }
    console.log(
      `  · ${`${backend} stop`.padEnd(20)} ${(median(runs.map((r) => r.stop)) / 1000).toFixed(2).padStart(6)} s  (SIGTERM to exit)`,
    );
  }
  return ok;
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
