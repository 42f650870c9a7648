import { describe, expect, it } from "vitest";
import enProduct from "../../lib/i18n/resources/en/product";
import enReviews from "../../lib/i18n/resources/en/reviews";
import enWishlist from "../../lib/i18n/resources/en/wishlist";
import koProduct from "../../lib/i18n/resources/ko/product";
import koReviews from "../../lib/i18n/resources/ko/reviews";
import koWishlist from "../../lib/i18n/resources/ko/wishlist";

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

describe("product, reviews and wishlist texts", () => {
  it.each([
    ["product", koProduct, enProduct],
    ["reviews", koReviews, enReviews],
    ["wishlist", koWishlist, enWishlist],
  ])("%s has the same keys in Korean and English, none empty", (_ns, ko, en) => {
    expect(keys(ko)).toEqual(keys(en));
    for (const tree of [ko, en]) {
      const flat = JSON.stringify(tree);
      expect(flat).not.toMatch(/:""/);
    }
  });
});
