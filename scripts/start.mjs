#!/usr/bin/env node
// `npm start`: build the web app and the API when their sources are newer than their builds, then
// run the compiled API server (plain Node, no TypeScript loader: decision 443), which serves the
// built app and the API from one process (CONTRACT.md §1).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** React Router's build (decision 372): the server's handler, written last by `react-router build`. */
const builtServerEntry = join(root, "apps/web/dist/server/index.js");
const webInputs = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/server",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "apps/web/build",
  "packages/contracts/src",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(builtServerEntry) ? statSync(builtServerEntry).mtimeMs : 0;
const sourcesAt = Math.max(...webInputs.map((p) => newestMtime(join(root, p))));
if (process.env.SKIP_WEB_BUILD !== "1" && sourcesAt > builtAt) {
  console.log(builtAt ? "Web sources changed: rebuilding the web app…" : "Building the web app…");
  const r = spawnSync("npm", ["run", "build", "-w", "@cellar/web"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** The API's bundle (scripts/build-api.mjs) and what it is built from. */
const builtApi = join(root, "apps/api/dist/server/main.js");
const apiInputs = ["apps/api/src", "apps/api/package.json", "packages/contracts/src", "scripts/build-api.mjs"];
const apiBuiltAt = existsSync(builtApi) ? statSync(builtApi).mtimeMs : 0;
if (Math.max(...apiInputs.map((p) => newestMtime(join(root, p)))) > apiBuiltAt) {
  const r = spawnSync(process.execPath, ["scripts/build-api.mjs"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ["--enable-source-maps", builtApi], { cwd: root, stdio: "inherit" });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
