import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Files reachable from the `./client` entry through value (non-type) exports or imports. */
function valueGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const src = readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
  for (const m of src.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"(\.\/[\w-]+)"/gms)) {
    valueGraph(`${m[1]!.slice(2)}.ts`, seen);
  }
  return seen;
}

describe("client entry", () => {
  it("keeps zod out of the web bundle", () => {
    const files = valueGraph("client.ts");
    expect(files.size).toBeGreaterThan(3);
    for (const file of files) {
      expect(readFileSync(new URL(`./${file}`, import.meta.url), "utf8"), file).not.toMatch(/from\s+"zod"/);
    }
  });
});
