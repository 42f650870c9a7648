// Initial JavaScript of the home page, gzipped (budget 170 KB): the entry of index.html and its
// static imports (what index.html loads and modulepreloads), the app's start module that the entry
// imports right after the first paint (decision 310) with its static imports, plus the lazy home
// page chunk and its own static imports, which the router loads at once on `/`. Read from the Vite manifest; each file
// is gzipped (zlib level 6, what a server's gzip does by default) and the sizes summed.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { budget, failed, section } from "./lib/report.mjs";
import { bytesBySource, owner } from "./lib/sourcemap.mjs";

const HOME_JS_BUDGET_KB = 170;
const HOME_PAGE_SRC = "src/app/routes/pages/home-page.tsx";
const START_SRC = "src/app/start.tsx";
const kb = (n) => n / 1024;

/** The manifest keys reachable from `start` through static imports (start included). */
function staticClosure(manifest, start, into = new Map()) {
  if (into.has(start)) return into;
  const entry = manifest[start];
  if (!entry) throw new Error(`manifest has no entry ${start}`);
  into.set(start, entry);
  for (const dep of entry.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** Script and modulepreload URLs that dist/index.html itself names. */
function htmlScripts(distDir) {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)) urls.add(m[1].replace(/^\//, ""));
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1].replace(/^\//, ""));
  return urls;
}

export function runBundle({ distDir, manifestPath }) {
  section("Initial JavaScript of home (gzip)");
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
    const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
    if (!entryKey) throw new Error("manifest has no entry");
    if (!manifest[HOME_PAGE_SRC]) throw new Error(`manifest has no ${HOME_PAGE_SRC} (home page module moved?)`);
    const initial = staticClosure(manifest, entryKey);
    const fromHtml = new Set([...initial.values()].map((e) => e.file));
    if (!manifest[START_SRC]) throw new Error(`manifest has no ${START_SRC} (start module moved?)`);
    staticClosure(manifest, START_SRC, initial);
    const fromStart = new Set([...initial.values()].map((e) => e.file));
    staticClosure(manifest, HOME_PAGE_SRC, initial);

    // The manifest and the HTML must agree on what the entry loads; otherwise the figure is wrong.
    const tags = htmlScripts(distDir);
    const missing = [...tags].filter((f) => !fromHtml.has(f));
    if (missing.length) throw new Error(`index.html loads files the manifest closure misses: ${missing.join(", ")}`);

    const rows = [...initial.entries()].map(([key, e]) => {
      const buf = readFileSync(join(distDir, e.file));
      return {
        file: e.file,
        via: fromHtml.has(e.file)
          ? "index.html"
          : fromStart.has(e.file)
            ? "app start"
            : key === HOME_PAGE_SRC
              ? "home page"
              : "home import",
        raw: buf.length,
        gzip: gzipSync(buf, { level: 6 }).length,
        brotli: brotliCompressSync(buf).length,
      };
    });
    rows.sort((a, b) => b.gzip - a.gzip);
    console.log(
      `  ${"file".padEnd(44)} ${"loaded by".padEnd(12)} ${"raw KB".padStart(8)} ${"gzip KB".padStart(8)} ${"br KB".padStart(8)}`,
    );
    for (const r of rows) {
      console.log(
        `  ${r.file.padEnd(44)} ${r.via.padEnd(12)} ${kb(r.raw).toFixed(1).padStart(8)} ${kb(r.gzip).toFixed(1).padStart(8)} ${kb(r.brotli).toFixed(1).padStart(8)}`,
      );
    }
    const sum = (k) => rows.reduce((n, r) => n + r[k], 0);
    console.log(
      `  ${"total".padEnd(44)} ${String(rows.length).padEnd(12)} ${kb(sum("raw")).toFixed(1).padStart(8)} ${kb(sum("gzip")).toFixed(1).padStart(8)} ${kb(sum("brotli")).toFixed(1).padStart(8)}`,
    );
    const lazy = manifest[HOME_PAGE_SRC].dynamicImports ?? [];
    if (lazy.length) console.log(`  (home page loads later, not counted: ${lazy.join(", ")})`);
    budget("initial JS of home, gzip", kb(sum("gzip")), { max: HOME_JS_BUDGET_KB, unit: " KB", digits: 1 });
    printOwners(distDir, rows);
    return { files: rows.map((r) => r.file) };
  } catch (e) {
    failed("initial JS of home, gzip", e.message);
    return { files: [] };
  }
}

/**
 * What the initial JavaScript is made of, by npm package or app folder (from the build's hidden
 * source maps); each file's gzip size is shared out in proportion to the raw bytes.
 */
function printOwners(distDir, rows) {
  const byOwner = new Map();
  for (const r of rows) {
    const mapFile = join(distDir, `${r.file}.map`);
    // A chunk without a map (the bundler's own runtime) counts as itself.
    const sizes = existsSync(mapFile)
      ? bytesBySource(readFileSync(join(distDir, r.file), "utf8"), JSON.parse(readFileSync(mapFile, "utf8")))
      : new Map([[`(${r.file})`, r.raw]]);
    for (const [src, n] of sizes) {
      const o = owner(src);
      const cur = byOwner.get(o) ?? { raw: 0, gzip: 0 };
      cur.raw += n;
      cur.gzip += (n / r.raw) * r.gzip;
      byOwner.set(o, cur);
    }
  }
  const top = [...byOwner.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
  console.log(`  made of (top 15 of ${top.length}, gzip shared by raw bytes):`);
  for (const [o, v] of top.slice(0, 15)) {
    console.log(
      `    ${o.padEnd(42)} ${kb(v.raw).toFixed(1).padStart(8)} raw ${kb(v.gzip).toFixed(1).padStart(7)} gzip`,
    );
  }
}
