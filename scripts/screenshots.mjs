#!/usr/bin/env node
// `npm run screenshots`: refreshes the curated screenshots in docs/screenshots/ from the ones the
// last Playwright run wrote to e2e/screenshots/ (git-ignored; every e2e run rewrites them).
// Decision 376: an e2e run never touches docs/, so `npm test` leaves the working tree as it was.
//
//   npm run screenshots                  copy the curated set (the names already in docs/screenshots/)
//   npm run screenshots -- --run         first build the web app and run the specs that take screenshots
//   npm run screenshots -- --add a b     also add e2e/screenshots/a.png and b.png to the curated set
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const from = join(root, "e2e/screenshots");
const to = join(root, "docs/screenshots");
const args = process.argv.slice(2);
const addIndex = args.indexOf("--add");
const added = addIndex >= 0 ? args.slice(addIndex + 1).map((n) => n.replace(/\.png$/, "")) : [];

if (args.includes("--run")) {
  const specsDir = join(root, "e2e/specs");
  const specs = readdirSync(specsDir)
    .filter((f) => f.endsWith(".spec.ts") && /\bshot\(/.test(readFileSync(join(specsDir, f), "utf8")))
    .map((f) => `e2e/specs/${f}`);
  const run = (cmd, cmdArgs) => {
    console.log(`$ ${cmd} ${cmdArgs.join(" ")}`);
    const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: "inherit" });
    if (r.status !== 0) process.exit(r.status || 1);
  };
  run("npm", ["run", "build", "-w", "@cellar/web"]);
  run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", ...specs]);
}

if (!existsSync(from)) {
  console.error(
    "✗ e2e/screenshots/ is empty: run the e2e suite first (npm run test:e2e), or npm run screenshots -- --run",
  );
  process.exit(1);
}
const curated = readdirSync(to)
  .filter((f) => f.endsWith(".png"))
  .map((f) => f.slice(0, -4));
const names = [...new Set([...curated, ...added])].sort();
const copied = [];
const missing = [];
for (const name of names) {
  const source = join(from, `${name}.png`);
  if (!existsSync(source)) {
    missing.push(name);
    continue;
  }
  copyFileSync(source, join(to, `${name}.png`));
  copied.push(name);
}
const newest = Math.max(...copied.map((n) => statSync(join(from, `${n}.png`)).mtimeMs));
console.log(
  `✓ ${copied.length} screenshot(s) copied to docs/screenshots/` +
    (copied.length ? ` (taken up to ${new Date(newest).toISOString()})` : ""),
);
if (missing.length) {
  console.log(`ℹ Not taken by any e2e spec, left as they are: ${missing.join(", ")}`);
}
const missingAdded = added.filter((n) => missing.includes(n));
if (missingAdded.length) {
  console.error(`✗ --add: no e2e/screenshots/${missingAdded[0]}.png`);
  process.exit(1);
}
