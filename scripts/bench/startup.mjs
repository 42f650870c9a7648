// Issue 1/2 figures: first start (empty embedded database: create, migrate, seed) until /healthz
// answers (budget 15 s), a later start on the same data, and the latency of sign-in (argon2id) and
// of /api/check at a fixed concurrency.
import { DEMO, removeTempDir, startCellar, stopChild, tempDir } from "./lib/proc.mjs";
import { budget, section } from "./lib/report.mjs";

const FIRST_START_BUDGET_MS = 15_000;

/** Fetch-based closed loop: `total` requests over `concurrency` workers; prints p50/p99/req/s. */
export async function fetchLoad(name, total, concurrency, makeRequest) {
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

export async function runStartup() {
  section("Start-up and sign-in (embedded PGlite)");
  const dataDir = tempDir("startup");
  try {
    const first = await startCellar({ dataDir });
    budget("first start (create + migrate + seed)", first.startMs / 1000, {
      max: FIRST_START_BUDGET_MS / 1000,
      unit: " s",
      digits: 2,
    });
    const base = first.base;
    const login = () =>
      fetch(`${base}/auth-api/v1.0.0/api/membership/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(DEMO),
      });
    await fetchLoad("login (argon2id)", 40, 4, login);
    const r = await login();
    const token = r.headers.get("x-scm-token");
    await fetchLoad("GET /api/check", 2000, 20, () =>
      fetch(`${base}/auth-api/v1.0.0/api/check`, { headers: { "x-scm-token": token } }),
    );
    await fetchLoad("GET /api/version/info", 2000, 20, () =>
      fetch(`${base}/product-api/v1.0.0/api/version/info?os=210003`),
    );
    await stopChild(first.child);

    const again = await startCellar({ dataDir });
    console.log(`  later start (migrated data)   ${(again.startMs / 1000).toFixed(2)} s`);
    await stopChild(again.child);
  } finally {
    removeTempDir(dataDir);
  }
}
