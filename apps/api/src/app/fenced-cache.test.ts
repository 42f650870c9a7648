import { describe, expect, it } from "vitest";
import { FencedCache } from "./fenced-cache";

function clockAt(start = 1_000) {
  const clock = { t: start, now: () => clock.t };
  return clock;
}

describe("fenced cache", () => {
  it("keeps a value for its TTL", () => {
    const clock = clockAt();
    const cache = new FencedCache<string>({ ttlMs: 5_000, maxEntries: 10, now: clock.now });
    expect(cache.set("k", "v", clock.t)).toBe(true);
    clock.t += 4_999;
    expect(cache.get("k")).toBe("v");
    clock.t += 1;
    expect(cache.get("k")).toBeUndefined();
  });

  it("drops the oldest stored entry beyond its size", () => {
    const clock = clockAt();
    const cache = new FencedCache<number>({ ttlMs: 5_000, maxEntries: 3, now: clock.now });
    for (let i = 0; i < 4; i++) cache.set(`k${i}`, i, clock.t);
    expect(cache.size).toBe(3);
    expect(cache.get("k0")).toBeUndefined();
    expect(cache.get("k3")).toBe(3);
  });

  it("after an invalidation, stores nothing for the key while the fence stands", () => {
    const clock = clockAt();
    const cache = new FencedCache<string>({ ttlMs: 5_000, maxEntries: 10, fenceMs: 2_000, now: clock.now });
    cache.set("k", "old", clock.t);
    cache.invalidate("k");
    expect(cache.get("k")).toBeUndefined();
    clock.t += 1_000;
    // A read that started after the write but while the surrounding transaction may still commit.
    expect(cache.set("k", "maybe-old", clock.t)).toBe(false);
    clock.t += 1_000;
    expect(cache.set("k", "new", clock.t)).toBe(true);
    expect(cache.get("k")).toBe("new");
  });

  it("refuses a value whose read started before the fence, however late it ends", () => {
    const clock = clockAt();
    const cache = new FencedCache<string>({ ttlMs: 5_000, maxEntries: 10, fenceMs: 100, now: clock.now });
    const startedAt = clock.now();
    clock.t += 1;
    cache.invalidate("k");
    clock.t += 10_000;
    expect(cache.set("k", "read-before-the-write", startedAt)).toBe(false);
    expect(cache.get("k")).toBeUndefined();
  });

  it("fences a group key named by several entries", () => {
    const clock = clockAt();
    const cache = new FencedCache<{ who: string }>({ ttlMs: 5_000, maxEntries: 10, now: clock.now });
    const startedAt = clock.now();
    cache.set("s1", { who: "m1" }, startedAt, ["s1", "m:m1"]);
    cache.set("s2", { who: "m2" }, startedAt, ["s2", "m:m2"]);
    cache.fence("m:m1");
    cache.forgetWhere((v) => v.who === "m1");
    expect(cache.get("s1")).toBeUndefined();
    expect(cache.get("s2")).toEqual({ who: "m2" });
    expect(cache.set("s3", { who: "m1" }, clock.now(), ["s3", "m:m1"])).toBe(false);
  });
});
