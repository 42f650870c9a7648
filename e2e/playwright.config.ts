import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

/** `E2E_PORT` moves every server (a second checkout can run its suite beside this one). */
export const MAIN_PORT = Number(process.env.E2E_PORT ?? 3100);
/** A server whose access tokens live 3 s, for the token-expiry flow. */
export const SHORT_TTL_PORT = MAIN_PORT + 1;
/**
 * Two workers, each with its own server and its own seeded database (decision 376): a member may
 * hold one session (SPEC's one-device rule), so two workers signing `demo` in on one server would
 * end each other's sessions. `E2E_WORKERS=1` runs every spec on the first server.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** The app server of worker slot `index` (its `parallelIndex`): 3100, then 3102, 3103, … */
export const workerPort = (index: number) => (index === 0 ? MAIN_PORT : MAIN_PORT + 1 + index);
/** The store side's key (`x-mngr-key`) of the test servers: specs create events and run draws with it. */
export const E2E_MNGR_API_KEY = "e2e-store-side-key-2026";

/**
 * The browser: Debian's Chromium headless shell (package chromium-headless-shell, which .ci/run
 * installs), the build Playwright itself runs headless tests in; the whole browser when the shell is
 * missing; `CHROMIUM_PATH` overrides both. Same engine and version, without the desktop browser's
 * parts: the suite takes about a quarter less time in it (decision 376).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

const serverEnv = (port: number, extra: Record<string, string> = {}) => ({
  HOST: "127.0.0.1",
  PORT: String(port),
  LOG_LEVEL: "warn",
  // The whole suite signs in from one address; keep the per-address limit out of its way.
  LOGIN_RATE_LIMIT_PER_ADDRESS: "1000",
  MNGR_API_KEY: E2E_MNGR_API_KEY,
  // An outside service: the specs answer it with Playwright routing.
  REMARKETING_SCRIPT_URL: "https://remarketing.example/tag.js",
  // The open map's tiles: the store specs block or answer them with Playwright routing.
  MAP_TILE_URL: "https://tiles.example/{z}/{x}/{y}.png",
  ...extra,
});

export default defineConfig({
  testDir: "./specs",
  outputDir: "./.tmp/test-results",
  fullyParallel: false,
  workers: WORKERS, // spec files spread over the workers; a file's tests run in order in one

  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${MAIN_PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    // Recording a trace (DOM snapshots and a screencast of every step) costs CPU the busy CI
    // machine lacks: on CI (which retries once) only the retry of a failed test records one.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium" }],
  // Every server at once (e2e/serve.mjs): one per worker, then the short-lived-token one.
  webServer: {
    command: "node e2e/serve.mjs",
    cwd: "..",
    env: {
      E2E_SERVERS: JSON.stringify([
        ...Array.from({ length: WORKERS }, (_, index) => ({
          name: `main-${index}`,
          env: serverEnv(workerPort(index)),
        })),
        { name: "short-ttl", env: serverEnv(SHORT_TTL_PORT, { ACCESS_TOKEN_TTL_SECONDS: "3" }) },
      ]),
    },
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
