#!/usr/bin/env node
// `npm run build -w @cellar/web [-- <vite build options>]`: the browser build (dist/, or --outDir X,
// with its manifest), then the server render's build beside it (dist-server/, or X-server), which
// the API loads to render pages (decision 310). Options are passed to the browser build only.
import { spawnSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const outAt = args.indexOf("--outDir");
const outDir = resolve(web, outAt >= 0 ? args[outAt + 1] : "dist");

function vite(viteArgs) {
  const r = spawnSync("npx", ["--no-install", "vite", "build", ...viteArgs], { cwd: web, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

vite(["--manifest", ...args]);
vite(["--ssr", "src/entry-server.tsx", "--outDir", `${outDir}-server`, "--emptyOutDir"]);
