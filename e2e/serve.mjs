#!/usr/bin/env node
// Starts the real servers of the Playwright suite at once, each on its own embedded database.
// `E2E_SERVERS` lists them as JSON: [{ "name", "env" }], where env holds at least HOST and PORT.
//  1. One server migrates and seeds e2e/.tmp/template (removed first), answers /healthz, and is
//     stopped: one seed instead of one per server (about 15 s of CPU each on 2 cores).
//  2. Each server gets a copy of it (e2e/.tmp/<name>) and they start side by side. Playwright starts
//     the entries of its `webServer` list one after the other; this is one entry.
//  3. When every one answers /healthz, this prints "e2e servers ready" (playwright.config.ts waits
//     for that line). A server that stops stops the others; this script exits with its code.
import { spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const servers = JSON.parse(process.env.E2E_SERVERS ?? "[]");
if (servers.length === 0) {
  console.error("E2E_SERVERS lists no server: see e2e/playwright.config.ts");
  process.exit(1);
}

const start = (env, dataDir) =>
  spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env, DATA_DIR: dataDir },
  });

const healthy = async ({ env }) => {
  try {
    return (await fetch(`http://${env.HOST}:${env.PORT}/healthz`)).ok;
  } catch {
    return false;
  }
};
const pause = () => new Promise((resolve) => setTimeout(resolve, 250));

const template = join(root, "e2e/.tmp/template");
rmSync(template, { recursive: true, force: true });
{
  // on the first server's address, free again before the servers start
  const seeding = start(servers[0].env, template);
  const exited = new Promise((resolve) => seeding.on("exit", resolve));
  let done = false;
  exited.then((code) => {
    if (!done) {
      console.error(`e2e template server stopped while seeding (${code})`);
      process.exit(1);
    }
  });
  while (!(await healthy(servers[0]))) await pause();
  done = true;
  seeding.kill("SIGTERM"); // a graceful stop closes the database
  await exited;
}

let stopping = false;
const children = servers.map(({ name, env }) => {
  const dataDir = join(root, "e2e/.tmp", name);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(template, dataDir, { recursive: true });
  const child = start(env, dataDir);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`e2e server ${name} stopped (${code ?? signal})`);
    stop(code || 1);
  });
  return child;
});

function stop(code) {
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => stop(0));

const pending = new Set(servers);
while (pending.size > 0) {
  await pause();
  for (const server of [...pending]) if (await healthy(server)) pending.delete(server);
}
console.log(`e2e servers ready: ${servers.map((s) => `${s.name} on ${s.env.PORT}`).join(", ")}`);
