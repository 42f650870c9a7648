#!/usr/bin/env node
// `npm run bench`: measures the performance budgets the issues set and prints the figures.
//  - first start (empty embedded database: create, migrate, seed) until /healthz answers: budget 15 s
//  - a later start on the same data
//  - API latency of sign-in and of /api/check at a fixed concurrency (p50 / p99, requests per second)
// It exits non-zero when a budget is missed. Loopback only; every loop is bounded.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const base = `http://127.0.0.1:${PORT}`;
const FIRST_START_BUDGET_MS = 15_000;
const failures = [];

function startServer(dataDir) {
  const t0 = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      LOGIN_RATE_LIMIT_PER_ADDRESS: "100000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        const r = await fetch(`${base}/healthz`);
        if (r.ok) return resolve({ child, ms: performance.now() - t0 });
      } catch {}
      if (Date.now() > deadline) return reject(new Error("server did not start within 60 s"));
      setTimeout(poll, 50);
    };
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
    poll();
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners("exit");
    child.on("exit", resolve);
    child.kill("SIGTERM");
  });
}

async function load(name, total, concurrency, makeRequest) {
  const latencies = [];
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < total) {
      next++;
      const s = performance.now();
      const r = await makeRequest();
      if (!r.ok) throw new Error(`${name}: HTTP ${r.status}`);
      await r.arrayBuffer();
      latencies.push(performance.now() - s);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const secs = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(
    `  ${name.padEnd(28)} n=${total} c=${concurrency}  p50 ${pct(50)} ms  p99 ${pct(99)} ms  ${(total / secs).toFixed(0)} req/s`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), "cellar-bench-"));
try {
  console.log("Cellar benchmark");
  const first = await startServer(dataDir);
  console.log(
    `  first start (migrate + seed)  ${(first.ms / 1000).toFixed(2)} s   budget ${FIRST_START_BUDGET_MS / 1000} s`,
  );
  if (first.ms > FIRST_START_BUDGET_MS) failures.push("first start over budget");

  const login = () =>
    fetch(`${base}/auth-api/v1.0.0/api/membership/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ loginId: "demo", password: "Cellar!2345" }),
    });
  await load("login (argon2id)", 40, 4, login);
  const r = await login();
  const token = r.headers.get("x-scm-token");
  await load("GET /api/check", 2000, 20, () =>
    fetch(`${base}/auth-api/v1.0.0/api/check`, { headers: { "x-scm-token": token } }),
  );
  await load("GET /api/version/info", 2000, 20, () => fetch(`${base}/product-api/v1.0.0/api/version/info?os=210003`));
  await stop(first.child);

  const again = await startServer(dataDir);
  console.log(`  later start (migrated data)   ${(again.ms / 1000).toFixed(2)} s`);
  await stop(again.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`Budgets missed: ${failures.join(", ")}`);
  process.exit(1);
}
