#!/usr/bin/env node
// `node scripts/bench/compare.mjs <distA> <distB> [runs] [paths]`: two builds of the web app, A and
// B, measured by Lighthouse in alternating runs (A B, B A, …) on one browser, so a change is judged
// against the machine's drift and spread rather than against a figure from another hour (decision
// 317). Each build is served by its own real server (fresh embedded database) with the demo member
// signed in; each page is loaded once on each server before the runs. Prints every run and, per
// page and build, the medians of TBT, score, the main thread's wall and CPU time after the first
// paint, Lighthouse's formula on CPU time, the frames drawn and the compositor's CPU.
//
// Build a variant with the bench's build command into its own folder, for example:
//   npm run build -w @cellar/web -- --manifest --sourcemap hidden --outDir /tmp/web-b/dist --emptyOutDir
// `runs` per page and build defaults to 5; `paths` is a comma-separated list (default: home and
// product detail). A diagnostic: it checks no budget.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { cleanupAll, root, startCellar, tempDir } from "./lib/proc.mjs";
import { median } from "./lib/report.mjs";
import { figures, frameFigures, launchChromium, mainThreadFigures, oneRun, signInThroughPage } from "./lighthouse.mjs";

const [distA, distB, runsArg, pathsArg] = process.argv.slice(2);
if (!distA || !distB) {
  console.error("usage: node scripts/bench/compare.mjs <distA> <distB> [runs] [paths]");
  process.exit(2);
}
for (const dist of [distA, distB]) {
  if (!existsSync(join(dist, "index.html"))) {
    console.error(`${dist}: no index.html (build the web app there first)`);
    process.exit(2);
  }
}
const RUNS = Number(runsArg ?? 5);
const PATHS = (pathsArg ?? "/,/product/W0005").split(",");

try {
  const servers = {
    A: await startCellar({ dataDir: tempDir("cmp-a"), webDistDir: distA }),
    B: await startCellar({ dataDir: tempDir("cmp-b"), webDistDir: distB }),
  };
  // Cookies are per host, not per port: B under another host name keeps the two sign-ins apart
  // (with both on 127.0.0.1, signing in on B replaced A's session and A rendered for a guest).
  servers.B.base = servers.B.base.replace("127.0.0.1", "localhost");
  const { chrome, browser } = await launchChromium(tempDir("cmp-profile"));
  await (await signInThroughPage(browser, servers.A.base)).close();
  const page = await signInThroughPage(browser, servers.B.base);
  console.log(`A ${distA}\nB ${distB}\n${RUNS} runs per page and build, alternating (cwd ${root})`);
  const results = {};
  for (const path of PATHS) {
    for (const which of ["A", "B"]) await page.goto(`${servers[which].base}${path}`, { waitUntil: "networkidle0" });
    for (let i = 0; i < RUNS; i++) {
      for (const which of i % 2 ? ["B", "A"] : ["A", "B"]) {
        const { lhr, trace } = await oneRun(`${servers[which].base}${path}`, page);
        const f = figures(lhr);
        const m = mainThreadFigures(trace) ?? {};
        const d = frameFigures(trace) ?? {};
        const run = {
          tbt: f.tbt,
          score: f.score,
          lcp: f.lcp,
          wall: m.wall,
          cpu: m.cpu,
          cpuBlocking: m.cpuBlocking,
          frames: d.frames,
          compositorCpu: d.compositorCpu,
        };
        const key = `${path} ${which}`;
        results[key] ??= [];
        results[key].push(run);
        console.log(
          `  ${key.padEnd(28)} TBT ${Math.round(run.tbt)} ms, score ${Math.round(run.score)}, main thread ${Math.round(run.wall)} ms wall / ${Math.round(run.cpu)} ms CPU, by CPU ${Math.round(run.cpuBlocking)} ms, ${run.frames} frames, compositor ${Math.round(run.compositorCpu)} ms`,
        );
      }
    }
  }
  console.log("\nMedians");
  for (const [key, runs] of Object.entries(results)) {
    const med = (k) => Math.round(median(runs.map((r) => r[k])));
    console.log(
      `  ${key.padEnd(28)} TBT ${String(med("tbt")).padStart(5)} ms (${runs.map((r) => Math.round(r.tbt)).join("/")}), score ${med("score")}, main thread ${med("wall")} wall / ${med("cpu")} CPU ms, by CPU ${med("cpuBlocking")} ms, ${med("frames")} frames, compositor ${med("compositorCpu")} ms`,
    );
  }
  await browser.disconnect();
  await chrome.kill();
} finally {
  await cleanupAll();
}
