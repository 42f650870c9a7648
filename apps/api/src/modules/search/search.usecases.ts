import { type Suggestions, thumbnailUrl } from "@cellar/contracts";
import type { Logger } from "pino";
import type { Clock } from "../../app/clock";
import type { Db } from "../../app/query";
import type * as SearchRepository from "./search.repository";
import { searchPlan } from "./search.rules";
import { flushSearchLog } from "./search-log";
import { normalizeSearch, toChosung, toJamo } from "./search-text";

export type SearchDeps = { repo: typeof SearchRepository; db: Db; clock: Clock; logger: Logger };

const SUGGEST_PRODUCTS = 6;
const SUGGEST_KEYWORDS = 4;
const POPULAR_SIZE = 10;
/** The keyword dictionary is rebuilt at most this often (products change rarely). */
const KEYWORDS_TTL_MS = 10 * 60_000;

type Keyword = { word: string; text: string; chosung: string; jamo: string };
const keywordCache = new WeakMap<Db, { at: number; list: Keyword[] }>();

async function keywords(deps: SearchDeps): Promise<Keyword[]> {
  const now = deps.clock().getTime();
  const cached = keywordCache.get(deps.db);
  if (cached && now - cached.at < KEYWORDS_TTL_MS) return cached.list;
  const list = (await deps.repo.keywordSources(deps.db)).map((word) => ({
    word,
    text: normalizeSearch(word),
    chosung: toChosung(word),
    jamo: toJamo(word),
  }));
  keywordCache.set(deps.db, { at: now, list });
  return list;
}

/**
 * Suggestions while typing (at most 10): product names and keywords that start with, or contain,
 * the text typed so far; consonants match initials (ㅁㅂ → 말벡) and a half-typed syllable its jamo.
 */
export async function suggest(deps: SearchDeps, q: string): Promise<Suggestions> {
  const plan = searchPlan(q);
  if (!plan) return { products: [], keywords: [] };
  const { where, rank } = deps.repo.productNameMatch(plan);
  const products = await deps.repo.suggestProducts(deps.db, where, rank, SUGGEST_PRODUCTS);
  const key = plan.mode === "chosung" ? plan.pattern : (plan.jamo ?? plan.joined);
  const field = plan.mode === "chosung" ? "chosung" : plan.jamo ? "jamo" : "text";
  const matches = (await keywords(deps))
    .map((k) => ({ k, at: k[field].indexOf(key) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at || a.k.word.length - b.k.word.length || a.k.word.localeCompare(b.k.word));
  return {
    products: products.map((p) => ({
      itemCd: p.itemCd,
      itemNm: p.itemNm,
      itemEngNm: p.itemEngNm,
      imageUrl: thumbnailUrl(p.fileId),
    })),
    keywords: [...new Set(matches.map((m) => m.k.word))].slice(0, SUGGEST_KEYWORDS),
  };
}

export async function popular(deps: SearchDeps) {
  await flushSearchLog(deps.repo, deps.db, deps.logger);
  const rows = await deps.repo.popularKeywords(deps.db, POPULAR_SIZE);
  return rows.map((r, i) => ({ rank: i + 1, keyword: r.keyword }));
}
