#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure.
// Biome → type-check → unit tests → API tests on PGlite → PostgreSQL suite (when TEST_DATABASE_URL
// is set) → web build → Playwright against the built app served by the real server.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const steps = [
  ["Biome (lint + format)", "npx", ["biome", "check", "."]],
  ["Type-check", "npm", ["run", "typecheck"]],
  ["Unit tests", "npx", ["vitest", "run", "--project", "contracts", "--project", "web*"]],
  ["API tests (PGlite)", "npx", ["vitest", "run", "--project", "api"]],
];
const skipped = [];
if (process.env.TEST_DATABASE_URL) {
  steps.push(["PostgreSQL suite", "npx", ["vitest", "run", "--project", "api-pg"]]);
} else if (process.env.REQUIRE_POSTGRES) {
  console.error("✗ REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not: the PostgreSQL suite cannot be skipped.");
  process.exit(1);
} else {
  skipped.push(
    "PostgreSQL suite (concurrency rules): TEST_DATABASE_URL is not set; run it with " +
      "TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test",
  );
  console.log(`ℹ Skipping the ${skipped[0]}`);
}
steps.push(["Web build", "npm", ["run", "build", "-w", "@cellar/web"]]);
steps.push(["End-to-end (Playwright, Chromium)", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"]]);

const started = Date.now();
for (const [title, cmd, args] of steps) {
  const t0 = Date.now();
  console.log(`\n━━ ${title} ━━ ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✗ ${title} failed after ${secs}s (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
  console.log(`✓ ${title} (${secs}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
for (const what of skipped) console.log(`⚠ Skipped: ${what}`);
