// Lighthouse mobile (default simulated throttling and Moto G Power emulation) on the issue-4 pages,
// median of 3 runs each, against the real server (apps/api/src/main.ts serving the production
// build, fresh embedded database) in Debian's headless Chromium, run as an ordinary user when the
// bench runs as root (decision 366). The page is in the native app
// (in-app user agent of CONTRACT.md §2, so no browser landing screen) with the demo member signed
// in through the real login page: Lighthouse 12 clears the HTTP cache before every run but keeps
// localStorage (its default clearStorageTypes), so each run is a cold load of a signed-in member.
// Each page is loaded once before its runs, to warm the server, not the browser.
// Budgets: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.05.
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { DEMO, IN_APP_UA, onCleanup, removeTempDir, startCellar, stopChild, tempDir } from "./lib/proc.mjs";
import { budget, failed, median, section } from "./lib/report.mjs";

export const PAGES = [
  { name: "home", path: "/" },
  { name: "product list", path: "/product?category=10" },
  { name: "search results", path: `/search/${encodeURIComponent("말벡")}` },
  { name: "product detail", path: "/product/W0005" },
];
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Goods the demo member has looked at (viewed goods show on home), newest first. */
const VIEWED = ["W0005", "W0003", "W0008", "W0001"];

const FLAGS = {
  logLevel: "error",
  output: "json",
  onlyCategories: ["performance"],
  formFactor: "mobile",
  emulatedUserAgent: IN_APP_UA,
};

/**
 * The unprivileged user Chromium runs as when the bench runs as root, or null to run it as the
 * bench's own user (decision 366). As root, Chromium raises its own browser, IO and compositor
 * threads to nice -8 while the page's main thread stays at 0 (a renderer in the background at +5),
 * which no browser of an ordinary user can do; as an ordinary user, all its threads run at 0.
 * BENCH_CHROMIUM_USER names another user; "root" keeps the browser as root.
 */
function chromiumUser() {
  const user = process.env.BENCH_CHROMIUM_USER ?? "nobody";
  if (process.getuid?.() !== 0 || user === "root") return null;
  try {
    const id = (flag) => Number(execFileSync("id", [flag, user], { encoding: "utf8", stdio: "pipe" }).trim());
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    console.log(
      `  (no user ${user} on this machine: Chromium runs as root, with its own threads raised above the page's)`,
    );
    return null;
  }
}

/**
 * Debian's headless Chromium as every Lighthouse run here uses it, with a puppeteer connection;
 * as an unprivileged user when the bench runs as root (chromiumUser).
 */
export async function launchChromium(profile) {
  const user = chromiumUser();
  let chromePath = CHROMIUM;
  if (user) {
    // The profile is the browser's home too: nothing it writes goes into root's home.
    chownSync(profile, user.uid, user.gid);
    chromePath = join(tempDir("lh-chromium"), "chromium.sh");
    writeFileSync(
      chromePath,
      `#!/bin/sh\nHOME=${JSON.stringify(profile)} exec setpriv --reuid=${user.uid} --regid=${user.gid} --clear-groups ${JSON.stringify(CHROMIUM)} "$@"\n`,
    );
    chmodSync(chromePath, 0o755);
  }
  const chrome = await launch({
    chromePath,
    userDataDir: profile,
    logLevel: "silent",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return { chrome, browser };
}

/** Signs the demo member in through /login and stores a few viewed goods; answers the page. */
export async function signInThroughPage(browser, base) {
  const page = await browser.newPage();
  await page.setUserAgent(IN_APP_UA);
  await page.goto(`${base}/login`, { waitUntil: "networkidle0" });
  await page.waitForSelector('input[name="loginId"]');
  await page.type('input[name="loginId"]', DEMO.loginId);
  await page.type('input[name="password"]', DEMO.password);
  await page.keyboard.press("Enter");
  await page.waitForFunction(
    () =>
      localStorage.getItem("x-scm-token") &&
      JSON.parse(localStorage.getItem("cellar-session") ?? "{}")?.state?.userInfo,
    { timeout: 20_000 },
  );
  const now = Date.now();
  const viewed = VIEWED.map((itemCd, i) => ({ itemCd, viewedAt: new Date(now - i * 3_600_000).toISOString() }));
  await page.evaluate((v) => localStorage.setItem("viewedGoods", JSON.stringify(v)), viewed);
  await page.goto("about:blank");
  return page;
}

async function stillSignedIn(page, base) {
  await page.goto(`${base}/healthz`);
  return page.evaluate(() => Boolean(JSON.parse(localStorage.getItem("cellar-session") ?? "{}")?.state?.userInfo));
}

export function figures(lhr) {
  const a = lhr.audits;
  const lcpItem = a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  const scripts = (a["network-requests"]?.details?.items ?? []).filter((r) => r.resourceType === "Script");
  return {
    score: (lhr.categories.performance.score ?? Number.NaN) * 100,
    fcp: a["first-contentful-paint"].numericValue,
    lcp: a["largest-contentful-paint"].numericValue,
    tbt: a["total-blocking-time"].numericValue,
    cls: a["cumulative-layout-shift"].numericValue,
    si: a["speed-index"].numericValue,
    lcpElement: lcpItem
      ? `"${(lcpItem.nodeLabel ?? "").replace(/\s+/g, " ").slice(0, 40)}" ${lcpItem.selector ?? ""}`
      : "?",
    opportunities: Object.values(a)
      .filter((x) => x.details?.type === "opportunity" && (x.details.overallSavingsMs ?? 0) > 0)
      .sort((x, y) => y.details.overallSavingsMs - x.details.overallSavingsMs)
      .slice(0, 4)
      .map(
        (x) =>
          `${x.id} ${Math.round(x.details.overallSavingsMs)} ms${x.details.overallSavingsBytes ? `/${Math.round(x.details.overallSavingsBytes / 1024)} KB` : ""}`,
      ),
    chain: a["critical-request-chains"]?.details?.longestChain,
    // LCP phases (TTFB, load delay, load time, render delay), as Lighthouse splits them.
    lcpPhases: (a["largest-contentful-paint-element"]?.details?.items?.[1]?.items ?? [])
      .map((x) => `${x.phase} ${Math.round(x.timing)}`)
      .join(", "),
    shifts: (a["layout-shifts"]?.details?.items ?? [])
      .slice(0, 2)
      .map((x) => `${x.score.toFixed(3)} ${x.node?.selector ?? "?"}`),
    // Main-thread tasks Lighthouse counts as long (simulated ms), longest first, with their script.
    longTasks: (a["long-tasks"]?.details?.items ?? [])
      .slice()
      .sort((x, y) => y.duration - x.duration)
      .slice(0, 5)
      .map((x) => `${Math.round(x.duration)} ${String(x.url ?? "").replace(/^https?:\/\/[^/]+/, "") || "?"}`),
    jsTransfer: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    totalTransfer: a["total-byte-weight"]?.numericValue ?? 0,
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/**
 * The page's main thread after its first paint, from the run's trace: the wall time of its tasks,
 * their CPU time, and Lighthouse's blocking formula (4 × duration − 50 ms for each task longer than
 * 12.5 ms, before Lighthouse's simulation) applied to each task's CPU time instead of its wall
 * time. On a busy machine a task's wall time includes waiting for a CPU; the CPU figure is the page's
 * own work (decision 317). A diagnostic only: the budget is Lighthouse's TBT.
 */
export function mainThreadFigures(trace) {
  const events = trace?.traceEvents ?? [];
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) return null;
  let wall = 0;
  let cpu = 0;
  let cpuBlocking = 0;
  for (const e of events) {
    if (e.name !== "RunTask" || e.ph !== "X" || e.pid !== fcp.pid || e.tid !== fcp.tid || e.ts < fcp.ts) continue;
    const taskCpu = (e.tdur ?? e.dur) / 1000;
    wall += e.dur / 1000;
    cpu += taskCpu;
    if (taskCpu > 12.5) cpuBlocking += 4 * taskCpu - 50;
  }
  return { wall, cpu, cpuBlocking };
}

/**
 * The frames drawn after the first paint and the CPU time of the GPU process's compositor thread
 * in the 4 s after it. While Lighthouse records (with screenshots for its filmstrip), each frame is
 * drawn whole and copied out, about 12 ms of CPU in software on a 2-core machine, taken from the
 * same two cores as the page (decision 317). A diagnostic only.
 */
export function frameFigures(trace) {
  const events = trace?.traceEvents ?? [];
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) return null;
  const compositor = new Set(
    events
      .filter((e) => e.name === "thread_name" && e.args?.name === "VizCompositorThread")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let frames = 0;
  let compositorCpu = 0;
  for (const e of events) {
    if (e.ts < fcp.ts) continue;
    if (e.name === "DrawFrame" && e.pid === fcp.pid) frames++;
    if (e.name === "RunTask" && e.ph === "X" && e.ts < fcp.ts + 4e6 && compositor.has(`${e.pid}:${e.tid}`))
      compositorCpu += (e.tdur ?? 0) / 1000;
  }
  return { frames, compositorCpu };
}

/**
 * One Lighthouse run (its report and its trace). A failed trace recording (NO_NAVSTART and the like, which a busy machine
 * causes now and then) is retried twice; a page that paints nothing (NO_FCP) fails at once.
 */
export async function oneRun(url, page) {
  for (let attempt = 1; ; attempt++) {
    await page.goto("about:blank");
    const result = await lighthouse(url, FLAGS, undefined, page);
    const lhr = result?.lhr;
    const error = lhr ? lhr.runtimeError : { code: "NO_RESULT", message: "Lighthouse gave no result" };
    if (!error) return { lhr, trace: result.artifacts?.Trace };
    if (error.code === "NO_FCP" || attempt === 3) throw new Error(`${url}: ${error.message} (${error.code})`);
    console.log(`  ${"".padEnd(30)} run failed (${error.code}), trying again`);
  }
}

export async function runLighthouse({ distDir }) {
  section(`Lighthouse mobile, median of ${RUNS} (signed-in demo member, in-app agent)`);
  const dataDir = tempDir("lh-data");
  const profile = tempDir("lh-profile");
  const outDir = process.env.BENCH_OUT;
  let server;
  let chrome;
  let browser;
  const close = async () => {
    await browser?.disconnect().catch(() => {});
    browser = undefined;
    await chrome?.kill();
    chrome = undefined;
  };
  const unregister = onCleanup(close);
  try {
    server = await startCellar({ dataDir, webDistDir: distDir });
    ({ chrome, browser } = await launchChromium(profile));
    const page = await signInThroughPage(browser, server.base);
    const rows = [];
    for (const p of PAGES) {
      const runs = [];
      // One load first, not measured: a serving server has run its page code before (JIT, the
      // renderer's and the database's caches). Without it, each page's first run measured a cold
      // server (decision 317). Lighthouse still clears the browser's cache before every run.
      await page.goto(`${server.base}${p.path}`, { waitUntil: "networkidle0" });
      /** The start of this page's file names in BENCH_OUT. */
      const stem = outDir ? join(outDir, `lighthouse-${p.name.replace(/\s+/g, "-")}`) : "";
      for (let i = 0; i < RUNS; i++) {
        const { lhr, trace } = await oneRun(`${server.base}${p.path}`, page);
        if (outDir) {
          mkdirSync(outDir, { recursive: true });
          writeFileSync(`${stem}-${i + 1}.json`, JSON.stringify(lhr));
          // BENCH_TRACES=1: the run's trace too, for a look at its tasks (DevTools' Performance panel loads it).
          if (process.env.BENCH_TRACES === "1") writeFileSync(`${stem}-${i + 1}.trace.json`, JSON.stringify(trace));
        }
        runs.push({ ...figures(lhr), mainThread: mainThreadFigures(trace), frames: frameFigures(trace) });
      }
      if (outDir) {
        // The page as the last run left it, to check what was measured.
        mkdirSync(outDir, { recursive: true });
        await page.screenshot({ path: `${stem}.png` });
      }
      if (!(await stillSignedIn(page, server.base)))
        throw new Error(`${p.path}: the member was signed out during the runs`);
      const med = (k) => median(runs.map((r) => r[k]));
      const row = {
        ...p,
        score: med("score"),
        lcp: med("lcp"),
        tbt: med("tbt"),
        cls: med("cls"),
        fcp: med("fcp"),
        si: med("si"),
      };
      const typical = runs.reduce((best, r) => (Math.abs(r.lcp - row.lcp) < Math.abs(best.lcp - row.lcp) ? r : best));
      rows.push({ ...row, typical });
      console.log(
        `  ${p.path.padEnd(30)} score ${runs.map((r) => r.score.toFixed(0)).join("/")}  LCP ${runs.map((r) => (r.lcp / 1000).toFixed(2)).join("/")} s  TBT ${runs.map((r) => r.tbt.toFixed(0)).join("/")} ms  CLS ${runs.map((r) => r.cls.toFixed(3)).join("/")}`,
      );
      console.log(
        `  ${"".padEnd(30)} FCP ${(row.fcp / 1000).toFixed(2)} s  SI ${(row.si / 1000).toFixed(2)} s  JS ${typical.jsFiles} files ${(typical.jsTransfer / 1024).toFixed(0)} KB transferred, all ${(typical.totalTransfer / 1024).toFixed(0)} KB  LCP element: ${typical.lcpElement}`,
      );
      console.log(
        `  ${"".padEnd(30)} machine benchmarkIndex ${runs.map((r) => Math.round(r.benchmarkIndex)).join("/")} (Lighthouse's CPU yardstick; lower = busier machine, longer simulated tasks)`,
      );
      const chain = typical.chain;
      if (chain) {
        console.log(
          `  ${"".padEnd(30)} longest request chain: ${chain.length} requests, ${Math.round(chain.duration)} ms, ${(chain.transferSize / 1024).toFixed(0)} KB`,
        );
      }
      const threads = runs.map((r) => r.mainThread).filter(Boolean);
      if (threads.length) {
        const list = (k) => threads.map((m) => Math.round(m[k])).join("/");
        console.log(
          `  ${"".padEnd(30)} main thread after first paint: tasks' wall ${list("wall")} ms, their CPU ${list("cpu")} ms; blocking by CPU time ${list("cpuBlocking")} ms (the page's own work; the rest of TBT is waiting for a CPU)`,
        );
      }
      const drawn = runs.map((r) => r.frames).filter(Boolean);
      if (drawn.length) {
        console.log(
          `  ${"".padEnd(30)} frames drawn after first paint ${drawn.map((f) => f.frames).join("/")}; compositor CPU in the 4 s after it ${drawn.map((f) => Math.round(f.compositorCpu)).join("/")} ms`,
        );
      }
      if (typical.lcpPhases) console.log(`  ${"".padEnd(30)} LCP phases (ms): ${typical.lcpPhases}`);
      if (typical.longTasks.length) console.log(`  ${"".padEnd(30)} long tasks (ms): ${typical.longTasks.join("; ")}`);
      if (typical.shifts.length) console.log(`  ${"".padEnd(30)} layout shifts: ${typical.shifts.join("; ")}`);
      if (typical.opportunities.length) {
        console.log(`  ${"".padEnd(30)} opportunities: ${typical.opportunities.join(", ")}`);
      }
      for (const w of new Set(runs.flatMap((r) => r.warnings))) console.log(`  ${"".padEnd(30)} warning: ${w}`);
    }
    for (const r of rows) {
      budget(`${r.name} performance score`, r.score, { min: 95 });
      budget(`${r.name} LCP`, r.lcp / 1000, { max: 2.0, unit: " s", digits: 2 });
      budget(`${r.name} TBT`, r.tbt, { max: 100, unit: " ms" });
      budget(`${r.name} CLS`, r.cls, { max: 0.05, digits: 3 });
    }
  } catch (e) {
    failed("Lighthouse", e.message);
  } finally {
    await close();
    unregister();
    await stopChild(server?.child);
    removeTempDir(profile);
    removeTempDir(dataDir);
  }
}
