import { describe, expect, it } from "vitest";
import { type CachedPage, invalidateListCache, ListCache, listCacheOf } from "./list-cache";

const page = (codes: string[]): CachedPage => ({ codes, totalCnt: codes.length, correctedWord: null });

/** A load that answers `codes` and counts its calls. */
function loader(codes: string[]) {
  const load = async () => {
    load.calls++;
    return page(codes);
  };
  load.calls = 0;
  return load;
}

describe("list page cache", () => {
  it("answers a page fresh for 10 seconds without reading it again", async () => {
    const cache = new ListCache();
    const load = loader(["A"]);
    expect(await cache.page("q", 1_000, load)).toEqual(page(["A"]));
    expect(await cache.page("q", 1_000 + 9_999, load)).toEqual(page(["A"]));
    expect(load.calls).toBe(1);
  });

  it("answers a stale page while one background read refreshes it, then the new page", async () => {
    const cache = new ListCache();
    await cache.page("q", 0, loader(["A"]));
    let finish: (p: CachedPage) => void = () => undefined;
    let calls = 0;
    const slow = () => {
      calls++;
      return new Promise<CachedPage>((r) => (finish = r));
    };
    expect(await cache.page("q", 10_000, slow)).toEqual(page(["A"]));
    expect(await cache.page("q", 10_001, slow)).toEqual(page(["A"]));
    expect(calls).toBe(1);
    finish(page(["B"]));
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.page("q", 10_002, slow)).toEqual(page(["B"]));
    expect(calls).toBe(1);
  });

  it("reads a page older than 20 seconds again before answering, once for concurrent callers", async () => {
    const cache = new ListCache();
    await cache.page("q", 0, loader(["A"]));
    const next = loader(["B"]);
    const both = await Promise.all([cache.page("q", 20_000, next), cache.page("q", 20_000, next)]);
    expect(both).toEqual([page(["B"]), page(["B"])]);
    expect(next.calls).toBe(1);
  });

  it("does not keep a page read before the cache was cleared", async () => {
    const cache = new ListCache();
    let finish: (p: CachedPage) => void = () => undefined;
    const pending = cache.page("q", 0, () => new Promise<CachedPage>((r) => (finish = r)));
    cache.clear();
    finish(page(["OLD"]));
    await pending;
    expect(cache.peek("q", 1)).toBeNull();
  });

  it("forgets a page stored in the future (a clock moved back)", async () => {
    const cache = new ListCache();
    await cache.page("q", 5_000, loader(["A"]));
    const again = loader(["B"]);
    expect(await cache.page("q", 4_000, again)).toEqual(page(["B"]));
  });

  it("drops the least recently used entry beyond 2,000", async () => {
    const cache = new ListCache();
    for (let i = 0; i < 2_000; i++) cache.set(`q${i}`, page([`${i}`]), 0);
    expect(await cache.page("q0", 1, loader(["X"]))).toEqual(page(["0"]));
    cache.set("new", page(["N"]), 1);
    expect(cache.peek("q1", 1)).toBeNull();
    expect(cache.peek("q0", 1)).not.toBeNull();
    expect(cache.peek("new", 1)).not.toBeNull();
  });

  it("keeps one cache per database and clears it on demand", () => {
    const a = {};
    const b = {};
    listCacheOf(a).set("q", page(["A"]), 0);
    expect(listCacheOf(b).peek("q", 0)).toBeNull();
    invalidateListCache(a);
    expect(listCacheOf(a).peek("q", 0)).toBeNull();
  });
});
