#!/usr/bin/env node
// `npm test`: every check the project has, stopping at the first failure (decision 376).
//  1. Biome (lint + format), the type-check, the unit tests (contracts, web in Node and jsdom):
//     alone, as their timing-sensitive tests (rendering, a linter run) want the machine.
//  2. Two lanes at once:
//     - browser lane: web build → Playwright against the built app served by the real server;
//     - Vitest lane: API tests on PGlite → PostgreSQL suite (when TEST_DATABASE_URL is set), whose
//       time-outs are made for a busy machine (30 s and 60 s a test).
//     The end-to-end run mostly waits on the browser and the server (under half a core), so the
//     Vitest lane fits beside it. The browser lane prints as it goes; the Vitest lane's output goes
//     to .test-logs/<step>.log, with a one-line result per step here (its whole log on failure).
//     A failure in one lane stops the other.
// TEST_SERIAL=1 runs every step one after the other, all printed (the order of the lists below).
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const logDir = join(root, ".test-logs");

const first = [
  ["Biome (lint + format)", "npx", ["biome", "check", "."]],
  ["Type-check", "npm", ["run", "typecheck"]],
  ["Unit tests", "npx", ["vitest", "run", "--project", "contracts", "--project", "web*"]],
];
const vitestLane = [["API tests (PGlite)", "npx", ["vitest", "run", "--project", "api"]]];
const browserLane = [
  ["Web build", "npm", ["run", "build", "-w", "@cellar/web"]],
  ["End-to-end (Playwright, Chromium)", "npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"]],
];
const skipped = [];
if (process.env.TEST_DATABASE_URL) {
  vitestLane.push(["PostgreSQL suite", "npx", ["vitest", "run", "--project", "api-pg"]]);
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

const running = new Set();
/** The first step that failed; once set, the other lane is being stopped. */
let firstFailure;
const secondsSince = (t0) => ((Date.now() - t0) / 1000).toFixed(1);
const slug = (title) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Runs one step: printed as it goes, or (quiet) into .test-logs/<step>.log. Resolves to its exit. */
function run([title, cmd, args], quiet) {
  const t0 = Date.now();
  const log = quiet ? join(logDir, `${slug(title)}.log`) : undefined;
  console.log(`\n━━ ${title} ━━ ${cmd} ${args.join(" ")}${log ? `  (output: ${log.slice(root.length + 1)})` : ""}`);
  return new Promise((resolve) => {
    // Its own process group, so a failure elsewhere can stop it with everything it started.
    const child = spawn(cmd, args, {
      cwd: root,
      env: process.env,
      detached: true,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    running.add(child);
    if (quiet) {
      const out = createWriteStream(log);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve({ title, ok: code === 0, exit: code ?? signal, secs: secondsSince(t0), log });
    });
  });
}

function report(result, quiet) {
  if (!result.ok && firstFailure) {
    console.error(`■ ${result.title} stopped after ${result.secs}s: ${firstFailure.title} failed.`);
    return;
  }
  if (result.ok) {
    const summary = result.log ? vitestSummary(result.log) : "";
    console.log(`✓ ${result.title} (${result.secs}s)${summary ? ` — ${summary}` : ""}`);
    return;
  }
  if (quiet && result.log) {
    console.error(`\n━━ ${result.title}: its output (${result.log.slice(root.length + 1)}) ━━`);
    console.error(readFileSync(result.log, "utf8"));
  }
  console.error(`\n✗ ${result.title} failed after ${result.secs}s (exit ${result.exit}).`);
}

/** "Test Files 105 passed (105) · Tests 381 passed (381)" from a Vitest log. */
function vitestSummary(log) {
  const plain = stripVTControlCharacters(readFileSync(log, "utf8"));
  return ["Test Files", "Tests"]
    .map((label) => plain.match(new RegExp(`^\\s*${label}\\s+(.+)$`, "m"))?.[1]?.trim())
    .filter(Boolean)
    .map((s, i) => `${i === 0 ? "files" : "tests"} ${s}`)
    .join(" · ");
}

/** Runs the steps of a lane in order; resolves to the first failure, or undefined. */
async function lane(steps, quiet) {
  for (const step of steps) {
    if (firstFailure) return undefined;
    const result = await run(step, quiet);
    report(result, quiet);
    if (!result.ok) {
      if (!firstFailure) {
        firstFailure = result;
        stopAll();
      }
      return result;
    }
  }
  return undefined;
}

/**
 * Stops the running steps: SIGINT first (Playwright then stops the servers it started, as on
 * Ctrl+C; SIGTERM would leave them holding the e2e ports), SIGTERM 10 s later if still running.
 */
function stopAll(signal = "SIGINT") {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
  if (signal === "SIGINT") setTimeout(() => stopAll("SIGTERM"), 10_000).unref();
}
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    stopAll();
    process.exit(1);
  });
}

const started = Date.now();
let failed = await lane(first, false);
if (!failed && process.env.TEST_SERIAL) {
  failed = await lane([...vitestLane, ...browserLane], false);
} else if (!failed) {
  mkdirSync(logDir, { recursive: true });
  console.log("\nTwo lanes from here: Vitest (results as each step ends) beside the browser (printed as it goes).");
  await Promise.all([lane(vitestLane, true), lane(browserLane, false)]);
  failed = firstFailure;
}
if (failed) {
  console.error(`\n✗ ${failed.title} failed: npm test stops here (${secondsSince(started)}s).`);
  process.exit(typeof failed.exit === "number" && failed.exit > 0 ? failed.exit : 1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
for (const what of skipped) console.log(`⚠ Skipped: ${what}`);
