// Budget bookkeeping: every measured figure is printed with its budget and PASS/FAIL; a measurement
// that could not run is a FAIL too (a missing figure never passes), a skipped one says why.

const results = [];

/**
 * Records a figure against its budget. `max` (figure ≤ budget) or `min` (figure ≥ budget).
 * Prints one line and returns whether it passed.
 */
export function budget(name, value, { max, min, unit = "", digits = 0 }) {
  const limit = max ?? min;
  const ok = Number.isFinite(value) && (max !== undefined ? value <= max : value >= min);
  const fmt = (v) => (Number.isFinite(v) ? v.toFixed(digits) : String(v));
  const line = `${ok ? "PASS" : "FAIL"}  ${name.padEnd(46)} ${`${fmt(value)}${unit}`.padStart(12)}   budget ${max !== undefined ? "≤" : "≥"} ${fmt(limit)}${unit}`;
  console.log(`  ${line}`);
  results.push({ name, ok, line });
  return ok;
}

/** A measurement that could not produce its figure: counts as a miss. */
export function failed(name, reason) {
  const line = `FAIL  ${name.padEnd(46)} ${reason}`;
  console.log(`  ${line}`);
  results.push({ name, ok: false, line });
}

/** A measurement left out on purpose (e.g. no PostgreSQL server): shown, not a miss. */
export function skipped(name, reason) {
  const line = `SKIP  ${name.padEnd(46)} ${reason}`;
  console.log(`  ${line}`);
  results.push({ name, ok: true, skipped: true, line });
}

export function section(title) {
  console.log(`\n== ${title}`);
}

/** Prints the closing summary; answers the number of missed budgets. */
export function summary() {
  const missed = results.filter((r) => !r.ok);
  const passed = results.filter((r) => r.ok && !r.skipped).length;
  const skips = results.filter((r) => r.skipped).length;
  console.log("\n== Summary");
  for (const r of results) console.log(`  ${r.line}`);
  console.log(`\n${passed} passed, ${missed.length} failed${skips ? `, ${skips} skipped` : ""}`);
  return missed.length;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
