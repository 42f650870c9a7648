import { describe, expect, it } from "vitest";
import en from "../../../lib/i18n/resources/en/roulette";
import ko from "../../../lib/i18n/resources/ko/roulette";

/** Leaf keys, plural suffixes folded (Korean has only `_other`, English `_one` and `_other`). */
function keys(tree: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(tree)
    .flatMap(([k, v]) =>
      v && typeof v === "object" ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
    )
    .map((k) => k.replace(/_(one|other)$/, ""))
    .filter((k, i, all) => all.indexOf(k) === i)
    .sort();
}

describe("roulette texts", () => {
  it("has the same keys in Korean and English, none empty, and a text for every error code", async () => {
    expect(keys(ko)).toEqual(keys(en));
    for (const tree of [ko, en]) expect(JSON.stringify(tree)).not.toMatch(/:""/);
    const { ROULETTE_ERRORS } = await import("@cellar/contracts/client");
    const named = Object.keys(ROULETTE_ERRORS).filter(
      (n) => !["rouletteEventExists", "rouletteUnknownCoupon"].includes(n),
    );
    for (const name of named) expect(Object.keys(ko.errors)).toContain(name);
  });
});
