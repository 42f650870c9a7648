import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Decision 378: the boundaries are Biome rules (biome.json), so `npm test` fails on them. These
 * probes are deliberate breaches written into the tree for a moment, linted with the project's own
 * configuration, and removed: each must fail with its rule, and the allowed imports beside them
 * must not.
 */
const repo = join(import.meta.dirname, "../../../..");
const probes: string[] = [];

function probe(path: string, source: string): string {
  const file = join(repo, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  probes.push(file);
  return path;
}

/** Biome's diagnostics for these files: [file, rule, line] per error. */
function lint(paths: string[]): { file: string; rule: string; line: number }[] {
  const run = spawnSync("npx", ["biome", "lint", "--reporter=json", ...paths], { cwd: repo, encoding: "utf8" });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; severity: string; location: { path: string; start?: { line: number } } }[];
  };
  return report.diagnostics
    .filter((d) => d.severity === "error")
    .map((d) => ({ file: d.location.path, rule: d.category, line: d.location.start?.line ?? 0 }));
}

afterAll(() => {
  for (const file of probes) rmSync(file, { force: true });
});

// Each probe runs Biome over the project (it reads the import graph): seconds on a loaded machine.
describe("the boundaries the linter keeps", { timeout: 60_000 }, () => {
  it("fails a feature importing another feature or the app layer, and a shared part importing a feature", () => {
    const cross = probe(
      "apps/web/src/features/cart/routes/zz-boundary-probe.ts",
      [
        'import { readOrderLines } from "../../order/rules/order-address";',
        'import { href } from "../../../app/routes/paths";',
        'import { formatNumber } from "../../../lib/format/number";',
        'import { cartQueryOptions } from "../api/get-cart";',
        "export const probe = [readOrderLines, href, formatNumber, cartQueryOptions];",
        "",
      ].join("\n"),
    );
    const shared = probe(
      "apps/web/src/components/ui/zz-boundary-probe.ts",
      'import { cartQueryOptions } from "../../features/cart/api/get-cart";\nexport const probe = cartQueryOptions;\n',
    );
    const errors = lint([cross, shared]);
    expect(errors).toEqual([
      expect.objectContaining({ file: shared, rule: "lint/style/noRestrictedImports", line: 1 }),
      expect.objectContaining({ file: cross, rule: "lint/style/noRestrictedImports", line: 1 }),
      expect.objectContaining({ file: cross, rule: "lint/style/noRestrictedImports", line: 2 }),
    ]);
  });

  it("fails an API module reaching into another module's files, not through its public entry", () => {
    const api = probe(
      "apps/api/src/modules/cart/zz-boundary-probe.ts",
      [
        'import * as repository from "../checkout/checkout.repository";',
        'import * as entry from "../pricing";',
        'import * as index from "../pricing/index";',
        'import * as db from "../../app/db";',
        'import * as own from "./cart.repository";',
        "export const probe = [repository, entry, index, db, own];",
        "",
      ].join("\n"),
    );
    expect(lint([api])).toEqual([
      expect.objectContaining({ file: api, rule: "lint/style/noRestrictedImports", line: 1 }),
    ]);
  });

  it("fails an import cycle", () => {
    const a = probe(
      "apps/web/src/lib/zz-cycle-a.ts",
      'import { b } from "./zz-cycle-b";\nexport const a = () => b();\n',
    );
    const b = probe("apps/web/src/lib/zz-cycle-b.ts", 'import { a } from "./zz-cycle-a";\nexport const b = () => a;\n');
    const rules = lint([a, b]).map((e) => e.rule);
    expect(rules).toEqual(["lint/suspicious/noImportCycles", "lint/suspicious/noImportCycles"]);
  });
});
