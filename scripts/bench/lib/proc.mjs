// Processes and temporary folders of a bench run: every child and temp dir is registered here and
// removed at the end, on Ctrl-C and on a crash, so a run never leaves a server or a profile behind.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The in-app agent of CONTRACT.md §2 (Android): the app itself, not the browser landing screen. */
export const IN_APP_UA =
  "Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 CellarApp/1.4.0";

export const DEMO = { loginId: "demo", password: "Cellar!2345" };

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

/** Spawns a registered child (stdout ignored, stderr shown). */
export function spawnChild(args, { env = {}, cwd = root } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/** Resolves when `url` answers 2xx; rejects when the child exits or `timeoutMs` passes. */
export function waitForUrl(child, url, timeoutMs = 90_000) {
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
      setTimeout(poll, 50);
    };
    poll();
  });
}

/**
 * The real server (apps/api/src/main.ts, as `npm start` runs it) on a free loopback port.
 * `dataDir` (embedded PGlite) or `databaseUrl` (PostgreSQL); `webDistDir` = the built web app.
 */
export async function startCellar({ dataDir, databaseUrl, webDistDir, env = {} }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawnChild(["--import", "tsx", "apps/api/src/main.ts"], {
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      LOGIN_RATE_LIMIT_PER_ADDRESS: "100000",
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
      ...env,
    },
  });
  await waitForUrl(child, `${base}/healthz`);
  return { child, base, port, startMs: performance.now() - t0 };
}

/** SIGTERM, then SIGKILL after 8 s; resolves when the child is gone. */
export function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill("SIGKILL"), 8000);
    child.once("exit", () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill("SIGTERM");
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
  for (const child of children) child.kill("SIGKILL");
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, async () => {
    console.error(`\n${sig}: cleaning up`);
    await cleanupAll();
    process.exit(130);
  });
}

/** Signs the demo member in through the API; answers the token headers and the member info. */
export async function signIn(base, user = DEMO) {
  const r = await fetch(`${base}/auth-api/v1.0.0/api/membership/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": IN_APP_UA },
    body: JSON.stringify(user),
  });
  const body = await r.json();
  if (!r.ok || body.code !== "0000") throw new Error(`sign-in failed: HTTP ${r.status} ${body.code} ${body.message}`);
  return {
    token: r.headers.get("x-scm-token"),
    refresh: r.headers.get("x-ref-token"),
    emType: r.headers.get("x-em-type"),
    info: body.data,
  };
}
