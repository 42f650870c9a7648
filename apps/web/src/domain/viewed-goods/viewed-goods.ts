import { CATALOGUE_STORAGE_KEYS, VIEWED_GOODS_DAYS, VIEWED_GOODS_MAX } from "@cellar/contracts/client";
import { readJson, writeJson } from "../../lib/storage";

export { VIEWED_GOODS_DAYS, VIEWED_GOODS_MAX };
export const VIEWED_GOODS_KEY = CATALOGUE_STORAGE_KEYS.viewedGoods;

export type ViewedGoods = { itemCd: string; viewedAt: string };

const DAY_MS = 86_400_000;

function time(entry: ViewedGoods): number {
  return new Date(entry.viewedAt).getTime();
}

/** SPEC §9: viewed in the last 30 days, newest first, one entry per item, at most 30. */
export function pruneViewedGoods(entries: unknown, now: Date = new Date()): ViewedGoods[] {
  if (!Array.isArray(entries)) return [];
  const oldest = now.getTime() - VIEWED_GOODS_DAYS * DAY_MS;
  const valid = entries.filter(
    (e): e is ViewedGoods =>
      !!e && typeof e.itemCd === "string" && e.itemCd !== "" && typeof e.viewedAt === "string" && time(e) >= oldest,
  );
  valid.sort((a, b) => time(b) - time(a));
  const seen = new Set<string>();
  const unique = valid.filter((e) => (seen.has(e.itemCd) ? false : seen.add(e.itemCd) && true));
  return unique.slice(0, VIEWED_GOODS_MAX);
}

/** The viewed goods kept in storage, newest first. */
export function currentViewedGoods(now: Date = new Date()): ViewedGoods[] {
  return pruneViewedGoods(readJson<unknown>(VIEWED_GOODS_KEY, []), now);
}

/** Records a view: a re-viewed item moves to the front. Returns the new list. */
export function addViewedGoods(itemCd: string, now: Date = new Date()): ViewedGoods[] {
  const rest = currentViewedGoods(now).filter((e) => e.itemCd !== itemCd);
  const next = pruneViewedGoods([{ itemCd, viewedAt: now.toISOString() }, ...rest], now);
  writeJson(VIEWED_GOODS_KEY, next);
  return next;
}

export function removeViewedGoods(itemCd: string, now: Date = new Date()): ViewedGoods[] {
  const next = currentViewedGoods(now).filter((e) => e.itemCd !== itemCd);
  writeJson(VIEWED_GOODS_KEY, next);
  return next;
}
