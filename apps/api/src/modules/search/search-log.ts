import type { Logger } from "pino";
import type { Queryable } from "../../app/query";
import type * as SearchRepository from "./search.repository";
import { logKeyword } from "./search.rules";

/**
 * Search terms are logged in batches (decisions 200, 353): a search answers without waiting for a
 * write. Pending searches are counted per keyword with the time of the latest, and written after a
 * second (or once 200 different keywords wait) as one INSERT that makes one `search_log` row per
 * search, server-side. The rows of one keyword in one batch carry that latest time, so the popular
 * terms (count, then latest search) come out exactly as with one row per request. Reading the
 * popular terms writes whatever is pending first, so the ranking counts every search.
 *
 * One bad entry never costs the others (issue 18): keywords lose their control characters
 * (`logKeyword`), and when the batch's INSERT fails its keywords are written one by one; a keyword
 * that still fails is dropped alone and logged, as is any failed write.
 */
const FLUSH_MS = 1_000;
const FLUSH_KEYWORDS = 200;

type Pending = { count: number; last: Date };
/** The repository function the log writes with (the module's routes hand it in). */
export type SearchLogRepo = Pick<typeof SearchRepository, "insertSearchLog">;

type Buffer = { pending: Map<string, Pending>; timer: NodeJS.Timeout | null; db: Queryable; logger: Logger };
const buffers = new WeakMap<object, Buffer>();

function bufferOf(db: Queryable, logger: Logger): Buffer {
  let b = buffers.get(db);
  if (!b) {
    b = { pending: new Map(), timer: null, db, logger };
    buffers.set(db, b);
  }
  return b;
}

/** Normalised keywords of recent terms (the same few terms are searched again and again). */
const keywords = new Map<string, string | null>();
const MAX_KEYWORDS = 1_000;

function keywordOf(term: string): string | null {
  let k = keywords.get(term);
  if (k === undefined) {
    k = logKeyword(term);
    keywords.set(term, k);
    if (keywords.size > MAX_KEYWORDS) keywords.delete(keywords.keys().next().value!);
  }
  return k;
}

export function logSearch(repo: SearchLogRepo, db: Queryable, logger: Logger, term: string, at: Date): void {
  const keyword = keywordOf(term);
  if (!keyword) return;
  const b = bufferOf(db, logger);
  const p = b.pending.get(keyword);
  if (p) {
    p.count++;
    if (at > p.last) p.last = at;
  } else {
    b.pending.set(keyword, { count: 1, last: at });
  }
  if (b.pending.size >= FLUSH_KEYWORDS) {
    void flushSearchLog(repo, db, b.logger);
  } else if (!b.timer) {
    b.timer = setTimeout(() => void flushSearchLog(repo, db, b.logger), FLUSH_MS);
    b.timer.unref();
  }
}

/** Writes the pending searches now; never throws (a failed write is logged). */
export async function flushSearchLog(repo: SearchLogRepo, db: Queryable, logger: Logger): Promise<void> {
  const b = buffers.get(db);
  if (!b) return;
  if (b.timer) clearTimeout(b.timer);
  b.timer = null;
  if (b.pending.size === 0) return;
  const batch = [...b.pending];
  b.pending = new Map();
  try {
    await repo.insertSearchLog(b.db, batch);
  } catch (error) {
    logger.warn({ err: errorText(error), keywords: batch.length }, "search log batch failed; writing one by one");
    for (const entry of batch) {
      await repo
        .insertSearchLog(b.db, [entry])
        .catch((e) =>
          logger.error({ err: errorText(e), keyword: entry[0], searches: entry[1].count }, "search log write failed"),
        );
    }
  }
}

/** The failure and its cause, without the failed query's parameters (as server.ts logs errors). */
function errorText(e: unknown) {
  if (!(e instanceof Error)) return { message: String(e) };
  return { message: e.message.split("\nparams:")[0], cause: e.cause instanceof Error ? e.cause.message : undefined };
}
