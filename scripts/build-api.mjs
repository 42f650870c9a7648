#!/usr/bin/env node
// Compiles the API ahead of time (decision 443): one ESM bundle by esbuild, apps/api/dist/server/main.js,
// run by plain Node in production (no TypeScript loader). The workspace's TypeScript (the API and
// @cellar/contracts) is bundled; every npm package stays an import resolved from node_modules
// (native modules such as sharp and argon2 cannot be bundled). The bundle sits two folders below
// apps/api like src/app, so the paths it finds from its own URL (the migrations folder
// apps/api/drizzle, the repository root) are the same as from the sources.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const started = performance.now();

/** Bare imports but the workspace's own packages are left to Node. */
const npmPackagesExternal = {
  name: "npm-packages-external",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@cellar/") ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [join(root, "apps/api/src/main.ts")],
  outfile: join(root, "apps/api/dist/server/main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  legalComments: "none",
  logLevel: "warning",
  plugins: [npmPackagesExternal],
});
console.log(`API built: apps/api/dist/server/main.js (${Math.round(performance.now() - started)} ms)`);
