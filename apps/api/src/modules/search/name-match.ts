import { type SQL, sql } from "drizzle-orm";
import { containsPattern, prefixPattern, type SearchPlan } from "./search.rules";

/**
 * Where and rank over `products p` for matching product names as typed (suggestions, a store's
 * stock lookup): consonants match initials (ㅁㅂ → 말벡), a half-typed syllable its jamo, otherwise
 * the Korean or English name contains the term (names starting with it first).
 */
export function productNameMatch(plan: SearchPlan): { where: SQL; rank: SQL } {
  if (plan.mode === "chosung") {
    return {
      where: sql`split_part(p.search_chosung, '|', 1) like ${containsPattern(plan.pattern)}`,
      rank: sql`strpos(p.search_chosung, ${plan.pattern})`,
    };
  }
  if (plan.jamo) {
    return {
      where: sql`split_part(p.search_jamo, '|', 1) like ${containsPattern(plan.jamo)}`,
      rank: sql`strpos(p.search_jamo, ${plan.jamo})`,
    };
  }
  const name = sql`split_part(p.search_text, '|', 1)`;
  const eng = sql`split_part(p.search_text, '|', 2)`;
  return {
    where: sql`(${name} like ${containsPattern(plan.joined)} or ${eng} like ${containsPattern(plan.joined)})`,
    rank: sql`case when ${name} like ${prefixPattern(plan.joined)} then 0 when ${name} like ${containsPattern(plan.joined)} then 1 else 2 end`,
  };
}
