// Builds the web app once for the whole bench: the production build of `npm run build`, plus the
// Vite manifest (`--manifest`) and hidden source maps (no sourceMappingURL comment, so the
// JavaScript is byte for byte the production build), written to a temporary folder so the bench neither needs a
// manifest in vite.config.ts nor touches apps/web/dist, which the end-to-end suite serves.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { root, tempDir } from "./lib/proc.mjs";

export function buildWeb() {
  const outDir = join(tempDir("web"), "dist");
  const t0 = performance.now();
  const r = spawnSync(
    "npm",
    [
      "run",
      "build",
      "-w",
      "@cellar/web",
      "--",
      "--manifest",
      "--sourcemap",
      "hidden",
      "--outDir",
      outDir,
      "--emptyOutDir",
    ],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" },
  );
  if (r.status !== 0) {
    process.stderr.write(`${r.stdout}${r.stderr}`);
    throw new Error(`web build failed (exit ${r.status})`);
  }
  const manifest = join(outDir, ".vite/manifest.json");
  if (!existsSync(manifest)) throw new Error(`web build wrote no manifest at ${manifest}`);
  console.log(`  web build (production, with manifest)  ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { distDir: outDir, manifestPath: manifest };
}
