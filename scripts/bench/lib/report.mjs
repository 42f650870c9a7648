// The budgets of issue 19, the medians, the tables the bench prints and the JSON report it writes.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./proc.mjs";

/** Issue 19, "Budgets". KB = 1024 bytes. */
export const BUDGETS = {
  score: { min: 95, text: "≥ 95" },
  lcp: { max: 1800, text: "≤ 1800 ms" },
  cls: { max: 0.02, text: "≤ 0.02" },
  tbt: { max: 200, text: "≤ 200 ms" },
  js: { max: 200 * 1024, text: "≤ 200 KB" },
  p99: { max: 150, text: "≤ 150 ms" },
  share: { min: 1.5, text: "≥ 1.5 % of bare" },
};

/** A figure as the tables show it, with its unit. */
export function format(key, value) {
  if (!Number.isFinite(value)) return String(value);
  switch (key) {
    case "cls":
      return value.toFixed(3);
    case "js":
      return `${(value / 1024).toFixed(1)} KB`;
    case "share":
      return `${value.toFixed(2)} %`;
    case "score":
      return value.toFixed(0);
    default:
      return `${value.toFixed(0)} ms`;
  }
}

/** Whether `value` meets the budget `key`; a missing figure never does. */
export function meets(key, value) {
  const b = BUDGETS[key];
  if (!Number.isFinite(value)) return false;
  return b.max !== undefined ? value <= b.max : value >= b.min;
}

export const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export function section(title) {
  console.log(`\n== ${title}`);
}

/** A figure with ✗ after it when it misses its budget (`key`), blank-padded for the table. */
export function cell(value, text, key) {
  if (!key) return text;
  return meets(key, value) ? `${text}  ` : `${text} ✗`;
}

/** Prints an aligned table: `head` is a list of column titles, `rows` lists of strings. */
export function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    `  ${r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ")}`;
  console.log(line(head));
  console.log(`  ${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const r of rows) console.log(line(r));
}

/**
 * Writes the run's report as JSON under `.bench/` at the repository's root (a folder that ignores
 * itself: it holds a `.gitignore` of `*`). Answers the file's path.
 */
export function writeReport(report) {
  const dir = join(root, ".bench");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, ".gitignore"), "# written by npm run bench: nothing here is committed\n*\n");
  const stamp = report.startedAt.replace(/[:.]/g, "-");
  const file = join(dir, `bench-${stamp}.json`);
  const text = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(file, text);
  writeFileSync(join(dir, "latest.json"), text);
  return file;
}
