// Issue 19's Lighthouse budgets: Lighthouse mobile (its default simulated throttling and Moto G
// Power emulation), in-app user agent, Korean (the default: no language stored), median of
// BENCH_RUNS runs on every page a shopper lands on, against the app as `npm start` runs it on a
// fresh embedded database, in Debian's headless Chromium (as an ordinary user, decision 366).
// Decision 373 has the design; the figures per run go into the JSON report.
import { mkdirSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import { launchChromium } from "./lib/chromium.mjs";
import {
  API,
  apiCall,
  IN_APP_UA,
  onCleanup,
  removeTempDir,
  signIn,
  startCellar,
  stopChild,
  tempDir,
} from "./lib/proc.mjs";
import { BUDGETS, cell, median, meets, section, table } from "./lib/report.mjs";

/**
 * The pages of issue 19. `as`: who opens it, a guest (nothing stored) or the demo member signed in
 * through the API. `lines`: the member's cart lines are chosen for the order sheet first, as the
 * cart does before it opens /order?cartNos=… (stored in cartInpParam and named in the address).
 */
export const PAGES = [
  { name: "home", path: "/", as: "guest" },
  { name: "product-list", path: "/product?category=10", as: "guest" },
  { name: "search", path: `/search/${encodeURIComponent("말벡")}`, as: "guest" },
  { name: "product-guest", path: "/product/W0005", as: "guest" },
  { name: "product", path: "/product/W0005", as: "member" },
  { name: "cart", path: "/cart", as: "member" },
  { name: "order", path: "/order", as: "member", lines: true },
  { name: "my", path: "/my", as: "member" },
  { name: "membership", path: "/membership", as: "member" },
  { name: "order-history", path: "/order/history", as: "member" },
  { name: "store", path: "/store", as: "member" },
  { name: "login", path: "/login", as: "guest" },
  // issue 21: the chain's content
  { name: "notice", path: "/notice", as: "guest" },
  { name: "notice-detail", path: "/notice/detail?noticeNo=1", as: "guest" },
  { name: "faq", path: "/faq", as: "guest" },
  { name: "event", path: "/eventPage?eventNo=1", as: "guest" },
  // issue 21: the community feed and a seeded post
  { name: "community", path: "/community", as: "member" },
  { name: "community-post", path: "/communityDetail?postNo=CPSEED0001", as: "member" },
];

/** Map tiles come from a third party: the bench points them at a host it blocks (decision 373). */
const TILE_HOST = "tiles.bench.invalid";

const FLAGS = {
  logLevel: "error",
  output: "json",
  onlyCategories: ["performance"],
  formFactor: "mobile",
  emulatedUserAgent: IN_APP_UA,
  blockedUrlPatterns: [`*${TILE_HOST}*`],
};

/** The session cookie the server renders for (SESSION_COOKIE in packages/contracts/src/constants.ts). */
const SESSION_COOKIE = "cellar_at";

/**
 * Local storage as the web client writes it after a sign-in (apps/web/src/lib/http/tokens.ts, the
 * session store `cellar-session`) and, for the order sheet, the cart's chosen lines (`cartInpParam`,
 * apps/web/src/features/cart/state/cart-input-state.ts). Zustand's persisted shape: {state, version}.
 */
function memberStorage(session, lines) {
  const info = session.info;
  const items = {
    ...session.tokens,
    "cellar-session": JSON.stringify({
      state: {
        userInfo: { mberNo: info.mberNo, korMberNm: info.korMberNm, mbrshCardNo: info.mbrshCardNo },
        loginUserInfo: info,
      },
      version: 0,
    }),
  };
  if (lines) items.cartInpParam = JSON.stringify({ state: { input: { ...lines, savedAt: Date.now() } }, version: 0 });
  return Object.fromEntries(Object.entries(items).filter(([, v]) => v));
}

/** The demo member's first store group in the cart (the seeded cart has lines at two stores). */
async function cartLines(base, token) {
  const { data } = await apiCall(base, API.cart, { token });
  const group = (data.list ?? []).find((g) => g.items?.length);
  if (!group) throw new Error("the demo member's cart is empty: the order sheet has nothing to show");
  return { cartNos: group.items.map((i) => i.cartNo), tnantCd: group.tnantCd };
}

/**
 * Leaves the browser on about:blank with the origin's storage and cookies as `p` needs them: all
 * cleared for a guest; the member's tokens, session and (order sheet) lines stored, and the session
 * cookie set, for the member. Lighthouse itself keeps local storage and cookies between runs and
 * clears the HTTP cache before each.
 */
async function prepare(page, base, storage) {
  await page.goto(`${base}/healthz`);
  const cdp = await page.createCDPSession();
  try {
    await cdp.send("Network.clearBrowserCookies");
    await page.evaluate((items) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
    }, storage ?? {});
    const token = storage?.["x-scm-token"];
    if (token) {
      await cdp.send("Network.setCookie", {
        name: SESSION_COOKIE,
        value: encodeURIComponent(token),
        url: `${base}/`,
        path: "/",
        sameSite: "Strict",
      });
    }
  } finally {
    await cdp.detach();
  }
  await page.goto("about:blank");
}

/** The path and query of `url` (what the table shows). */
const pathOf = (url) => {
  try {
    const u = new URL(url);
    return decodeURIComponent(`${u.pathname}${u.search}`);
  } catch {
    return String(url);
  }
};

/** The figures of one run. Initial JavaScript: the transfer size of every Script request of the load. */
function figures(lhr) {
  const a = lhr.audits;
  const scripts = (a["network-requests"]?.details?.items ?? []).filter((r) => r.resourceType === "Script");
  const lcpNode = a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  return {
    score: (lhr.categories.performance.score ?? Number.NaN) * 100,
    lcp: a["largest-contentful-paint"].numericValue,
    cls: a["cumulative-layout-shift"].numericValue,
    tbt: a["total-blocking-time"].numericValue,
    fcp: a["first-contentful-paint"].numericValue,
    js: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    scriptUrls: scripts.map((r) => r.url),
    totalBytes: a["total-byte-weight"]?.numericValue ?? Number.NaN,
    mainDocument: pathOf(lhr.mainDocumentUrl),
    landsOn: pathOf(lhr.finalDisplayedUrl),
    lcpElement: lcpNode
      ? `${(lcpNode.nodeLabel ?? "").replace(/\s+/g, " ").slice(0, 40)} (${lcpNode.selector ?? "?"})`
      : "",
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    warnings: lhr.runWarnings ?? [],
  };
}

/** One Lighthouse run; a failed trace (NO_NAVSTART and the like, on a busy machine) is retried twice. */
async function oneRun(url, page, before) {
  for (let attempt = 1; ; attempt++) {
    await before();
    const result = await lighthouse(url, FLAGS, undefined, page);
    const lhr = result?.lhr;
    const error = lhr ? lhr.runtimeError : { code: "NO_RESULT", message: "Lighthouse gave no result" };
    if (!error) return lhr;
    if (error.code === "NO_FCP" || attempt === 3) throw new Error(`${url}: ${error.message} (${error.code})`);
    console.log(`    run failed (${error.code}), trying again`);
  }
}

/**
 * The gzipped size of the scripts a run loaded, fetched again with `Accept-Encoding: gzip` only
 * (a diagnostic beside the budget: Chromium takes brotli when the server offers it). A script the
 * server sends uncompressed is gzipped here (level 6, a server's default).
 */
async function gzipSize(urls) {
  const one = (url) =>
    new Promise((resolve) => {
      if (!url.startsWith("http:")) return resolve(Number.NaN);
      get(url, { headers: { "accept-encoding": "gzip", "user-agent": IN_APP_UA } }, (r) => {
        const chunks = [];
        r.on("data", (c) => chunks.push(c));
        r.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve(r.headers["content-encoding"] === "gzip" ? body.length : gzipSync(body).length);
        });
        r.on("error", () => resolve(Number.NaN));
      }).on("error", () => resolve(Number.NaN));
    });
  const sizes = await Promise.all([...new Set(urls)].map(one));
  return sizes.reduce((n, s) => n + s, 0);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Measures `pages` `runs` times each; answers one row per page (medians, misses, every run) and
 * prints the table. An error on one page is recorded on its row and the bench goes on.
 */
export async function runLighthouse({ pages, runs }) {
  section(`Lighthouse mobile, median of ${runs} (in-app agent, Korean, default throttling)`);
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
  const rows = [];
  try {
    console.log("  starting the app as npm start does (it builds the web app first when its sources changed)…");
    server = await startCellar({
      dataDir,
      // A page's runs never outlive its sign-in: no token refresh in the middle of a measurement.
      env: { ACCESS_TOKEN_TTL_SECONDS: "3600", MAP_TILE_URL: `https://${TILE_HOST}/{z}/{x}/{y}.png` },
    });
    console.log(
      `  ${server.base} up in ${(server.startMs / 1000).toFixed(1)} s (fresh embedded database, ${server.db})`,
    );
    const launched = await launchChromium(profile);
    ({ chrome, browser } = launched);
    console.log(`  Chromium as ${launched.user}`);
    const page = await browser.newPage();
    await page.setUserAgent(IN_APP_UA);
    for (const p of pages) {
      let path = p.path;
      const row = { name: p.name, path: decodeURIComponent(path), as: p.as, runs: [] };
      rows.push(row);
      try {
        // A fresh sign-in per page; the same stored session before each of its runs.
        let storage = null;
        if (p.as === "member") {
          const session = await signIn(server.base);
          const lines = p.lines ? await cartLines(server.base, session.token) : null;
          if (lines) path = `${p.path}?cartNos=${lines.cartNos.join(",")}`;
          row.path = decodeURIComponent(path);
          storage = memberStorage(session, lines);
        }
        const url = `${server.base}${path}`;
        const before = () => prepare(page, server.base, storage);
        // One load first, not measured: the server has run the page's code before (JIT, caches).
        await before();
        await page.goto(url, { waitUntil: "networkidle0", timeout: 60_000 });
        for (let i = 0; i < runs; i++) {
          const lhr = await oneRun(url, page, before);
          if (outDir) {
            mkdirSync(outDir, { recursive: true });
            writeFileSync(join(outDir, `lighthouse-${p.name}-${i + 1}.json`), JSON.stringify(lhr));
          }
          const { scriptUrls, ...fig } = figures(lhr);
          row.runs.push(fig);
          row.scriptUrls = scriptUrls;
        }
        if (outDir) await page.screenshot({ path: join(outDir, `lighthouse-${p.name}.png`) });
        const med = (k) => median(row.runs.map((r) => r[k]));
        row.median = { score: med("score"), lcp: med("lcp"), cls: med("cls"), tbt: med("tbt"), js: med("js") };
        row.fcp = med("fcp");
        row.jsFiles = med("jsFiles");
        row.jsGzip = await gzipSize(row.scriptUrls);
        const landings = [...new Set(row.runs.map((r) => r.landsOn))];
        row.landsOn = landings.join(" | ");
        row.redirected = row.runs.some((r) => r.mainDocument !== pathOf(url));
        row.lcpElement = row.runs.at(-1).lcpElement;
        row.misses = Object.keys(row.median).filter((k) => !meets(k, row.median[k]));
        if (p.as === "member" && landings.some((l) => l.startsWith("/login")))
          row.error = "the member's session was not taken: the page sent the member to /login";
        const list = (k, f) => row.runs.map((r) => f(r[k])).join("/");
        console.log(
          `  ${p.name.padEnd(14)} score ${list("score", (v) => v.toFixed(0))}  LCP ${list("lcp", (v) => v.toFixed(0))} ms  CLS ${list("cls", (v) => v.toFixed(3))}  TBT ${list("tbt", (v) => v.toFixed(0))} ms  JS ${list("js", kb)} KB${row.landsOn !== row.path ? `  → ${row.landsOn}${row.redirected ? " (server redirect)" : ""}` : ""}`,
        );
        console.log(
          `  ${"".padEnd(14)} FCP ${list("fcp", (v) => v.toFixed(0))} ms  ${row.runs.at(-1).jsFiles} scripts  LCP element ${row.lcpElement || "?"}  machine index ${list("benchmarkIndex", (v) => v.toFixed(0))}`,
        );
        for (const w of new Set(row.runs.flatMap((r) => r.warnings))) console.log(`  ${"".padEnd(14)} warning: ${w}`);
      } catch (e) {
        row.error = e.message;
        console.log(`  ${p.name.padEnd(14)} FAILED: ${e.message}`);
      }
      delete row.scriptUrls;
    }
  } catch (e) {
    rows.push({ name: "lighthouse", error: e.message, runs: [] });
    console.log(`  FAILED: ${e.message}`);
  } finally {
    await close();
    unregister();
    await stopChild(server?.child);
    removeTempDir(profile);
    removeTempDir(dataDir);
  }
  return rows;
}

export function printLighthouseTable(rows) {
  console.log(
    `\n  Budgets: score ${BUDGETS.score.text}, LCP ${BUDGETS.lcp.text}, CLS ${BUDGETS.cls.text}, TBT ${BUDGETS.tbt.text}, initial JS ${BUDGETS.js.text} (transfer); ✗ = missed`,
  );
  table(
    ["page", "as", "score", "LCP ms", "CLS", "TBT ms", "JS KB", "gzip KB", "files", "lands on"],
    rows.map((r) =>
      r.median
        ? [
            r.name,
            r.as,
            cell(r.median.score, r.median.score.toFixed(0), "score"),
            cell(r.median.lcp, r.median.lcp.toFixed(0), "lcp"),
            cell(r.median.cls, r.median.cls.toFixed(3), "cls"),
            cell(r.median.tbt, r.median.tbt.toFixed(0), "tbt"),
            cell(r.median.js, kb(r.median.js), "js"),
            kb(r.jsGzip),
            String(r.jsFiles),
            `${r.landsOn}${r.error ? `  ERROR ${r.error}` : ""}`,
          ]
        : [r.name, r.as ?? "", "-", "-", "-", "-", "-", "-", "-", `ERROR ${r.error}`],
    ),
  );
}
