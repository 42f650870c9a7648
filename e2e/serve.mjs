#!/usr/bin/env node
// Starts the real server for the Playwright suite on a fresh embedded database:
// `node e2e/serve.mjs <name>` → data in e2e/.tmp/<name>, removed first.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const name = process.argv[2] ?? "main";
const dataDir = join(root, "e2e/.tmp", name);
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
