// Processes and temporary folders of a bench run: every child and temp dir is registered here and
// removed at the end, on Ctrl-C and on a crash, so a run never leaves a server or a profile behind.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The in-app agent of CONTRACT.md §2 (Android, e2e/native-host/agents.ts): the app, not the landing screen. */
export const IN_APP_UA =
  "Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 CellarApp/1.4.0";

export const DEMO = { loginId: "demo", password: "Cellar!2345" };

/** What the server's configuration reads from the environment and the bench sets itself. */
const SERVER_ENV = ["PORT", "HOST", "DATA_DIR", "DATABASE_URL", "WEB_DIST_DIR", "LOG_LEVEL", "NODE_ENV"];

const children = new Set();
const tempDirs = new Set();
const cleanups = new Set();

export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `cellar-bench-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

/** An async clean-up (a database to drop, a browser to close) run by `cleanupAll`. */
export function onCleanup(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

/** A port nobody listens on right now (loopback). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Spawns a registered Node child in its own process group (stdout ignored, stderr shown), so that
 * stopping it also stops what it started (scripts/start.mjs runs the server as its own child).
 */
export function spawnChild(args, { env = {}, cwd = root } = {}) {
  const base = { ...process.env };
  for (const name of SERVER_ENV) delete base[name];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...base, ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/** Signals the child's whole process group (the child itself when the group is gone). */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {}
  }
}

/** Resolves when `url` answers 2xx (asked every `intervalMs`); rejects when the child exits or `timeoutMs` passes. */
export function waitForUrl(child, url, timeoutMs = 90_000, intervalMs = 100) {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    let done = false;
    const onExit = (code) => {
      done = true;
      reject(new Error(`server exited with ${code} before ${url} answered`));
    };
    child.once("exit", onExit);
    const poll = async () => {
      if (done) return;
      try {
        const r = await fetch(url);
        if (r.ok) {
          done = true;
          child.off("exit", onExit);
          return resolve();
        }
      } catch {}
      if (Date.now() > deadline) {
        done = true;
        child.off("exit", onExit);
        return reject(new Error(`${url} did not answer within ${timeoutMs / 1000} s`));
      }
      setTimeout(poll, intervalMs);
    };
    poll();
  });
}

/**
 * The app as `npm start` runs it (scripts/start.mjs: builds the web app when its sources are newer
 * than the build, then serves the web app and the API from one process) on a free loopback port,
 * on a fresh embedded database (`dataDir`) or a PostgreSQL database (`databaseUrl`). The environment
 * adds only what a bench needs: sign-in limits high enough for one sign-in per page, and `env`.
 */
export async function startCellar({ dataDir, databaseUrl, env = {} }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawnChild(["scripts/start.mjs"], {
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      LOGIN_RATE_LIMIT_PER_ID: "10000",
      LOGIN_RATE_LIMIT_PER_ADDRESS: "100000",
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  });
  // The first start may build the web app (a minute or two on a busy 2-core machine).
  await waitForUrl(child, `${base}/healthz`, 15 * 60_000);
  const health = await (await fetch(`${base}/healthz`)).json();
  return { child, base, port, db: health.db, startMs: performance.now() - t0 };
}

/** SIGTERM to the child's group, then SIGKILL after 8 s; resolves when the child is gone. */
export function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => signalGroup(child, "SIGKILL"), 8000);
    child.once("exit", () => {
      clearTimeout(killer);
      // start.mjs exits with its server; anything left in the group goes too.
      signalGroup(child, "SIGKILL");
      resolve();
    });
    signalGroup(child, "SIGTERM");
  });
}

/** Stops every child, runs every clean-up, removes every temp dir. */
export async function cleanupAll() {
  for (const fn of [...cleanups].reverse()) {
    try {
      await fn();
    } catch (e) {
      console.error(`  clean-up failed: ${e.message}`);
    }
  }
  cleanups.clear();
  await Promise.all([...children].map(stopChild));
  for (const dir of [...tempDirs]) removeTempDir(dir);
}

process.on("exit", () => {
  for (const child of children) signalGroup(child, "SIGKILL");
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, async () => {
    console.error(`\n${sig}: cleaning up`);
    await cleanupAll();
    process.exit(130);
  });
}

export const API = {
  login: "/auth-api/v1.0.0/api/membership/login",
  cart: "/commerce-api/v1.0.0/api/cart",
  products: "/product-api/v1.0.0/api/products",
};

/** A member call of the API (JSON envelope); throws unless it answers code 0000. */
export async function apiCall(base, path, { method = "GET", token, body } = {}) {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: {
      "user-agent": IN_APP_UA,
      ...(token ? { "x-scm-token": token } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await r.json().catch(() => null);
  if (!r.ok || json?.code !== "0000")
    throw new Error(`${method} ${path}: HTTP ${r.status} ${json?.code ?? ""} ${json?.message ?? ""}`);
  return { data: json.data, headers: r.headers };
}

/** Signs the demo member in through the API (CONTRACT.md §3): the token headers and the member info. */
export async function signIn(base, user = DEMO) {
  const { data, headers } = await apiCall(base, API.login, { method: "POST", body: user });
  const tokens = {
    "x-em-type": headers.get("x-em-type"),
    "x-scm-token": headers.get("x-scm-token"),
    "x-ref-token": headers.get("x-ref-token"),
  };
  if (!tokens["x-scm-token"]) throw new Error("sign-in answered no x-scm-token header");
  return { tokens, token: tokens["x-scm-token"], info: data };
}

/**
 * A fresh PostgreSQL database on the server `adminUrl` names (`<prefix>_<time>_<hex>`), dropped at
 * cleanup or earlier by its `drop()`: its name, URL and drop.
 */
export async function throwawayPostgres(adminUrl, prefix = "cellar_apibench") {
  const { default: pg } = await import("pg");
  const name = `${prefix}_${Date.now()}_${randomBytes(2).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const dropNow = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`).finally(() => c.end());
  };
  const forget = onCleanup(dropNow);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    forget();
    await dropNow();
  };
  return { name, url, drop };
}
