#!/usr/bin/env node
// `npm test`: every check the project has, one after the other, stopping at the first failure
// (decision 376). One at a time is the fastest on two cores: the API suite beside Playwright made
// both slower than the two run in turn (measured 2026-11-28: 735 s, against 714 s one after the other).
import { spawn } from "node:child_process";
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
steps.push(
  ["Web build", "npm", ["run", "build", "-w", "@cellar/web"]],
  ["End-to-end (Playwright, Chromium)", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"]],
);

const secondsSince = (t0) => ((Date.now() - t0) / 1000).toFixed(1);

/** Runs one step with its output printed; resolves to whether it passed. */
function run([title, cmd, args]) {
  const t0 = Date.now();
  console.log(`\n━━ ${title} ━━ ${cmd} ${args.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: "inherit" });
    child.on("close", (code, signal) => {
      if (code === 0) console.log(`✓ ${title} (${secondsSince(t0)}s)`);
      else console.error(`\n✗ ${title} failed after ${secondsSince(t0)}s (exit ${code ?? signal}).`);
      resolve(code === 0);
    });
  });
}

const started = Date.now();
for (const step of steps) {
  if (!(await run(step))) {
    console.error(`\n✗ ${step[0]} failed: npm test stops here (${secondsSince(started)}s).`);
    process.exit(1);
  }
}
console.log(`\nAll checks passed in ${secondsSince(started)}s.`);
for (const what of skipped) console.log(`⚠ Skipped: ${what}`);
