import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/harness";
import * as repo from "./products.repository";
import { cachedCards, invalidateSummaryCache, pageCards } from "./summary-cache";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const settle = () => new Promise((r) => setTimeout(r, 50));
const setPrice = (itemCd: string, price: number) =>
  t.database.db.execute(sql`update products set sale_uprc = ${price} where item_cd = ${itemCd}`);

describe("card cache (decision 355)", () => {
  it("reads the cards a page needs, null for a code that is no product on sale", async () => {
    const db = t.database.db;
    expect(cachedCards(repo, db, ["W0001", "NOPE1"], 0)).toBeUndefined();
    const cards = await pageCards(repo, db, ["W0001", "NOPE1"], 0);
    expect(cards[0]).toMatchObject({ itemCd: "W0001", isAttention: false });
    expect(cards[1]).toBeNull();
    expect(cachedCards(repo, db, ["W0001", "NOPE1"], 9_999)).toEqual(cards);
  });

  it("answers a card fresh for 10 s, stale while one refresh runs until 20 s, then reads it first", async () => {
    const db = t.database.db;
    const base = 1_000_000;
    const [first] = await pageCards(repo, db, ["W0002"], base);
    await setPrice("W0002", 123_000);
    expect(cachedCards(repo, db, ["W0002"], base + 9_999)![0]).toBe(first);
    // Stale: the old card once more, while the refresh reads the new price.
    expect(cachedCards(repo, db, ["W0002"], base + 10_000)![0]).toBe(first);
    await settle();
    expect(cachedCards(repo, db, ["W0002"], base + 10_001)![0]).toMatchObject({ saleUprc: 123_000 });
    expect(cachedCards(repo, db, ["W0002"], base + 30_001)).toBeUndefined();
    await setPrice("W0002", 124_000);
    expect((await pageCards(repo, db, ["W0002"], base + 30_001))[0]).toMatchObject({ saleUprc: 124_000 });
  });

  it("shares one read between concurrent callers and forgets on demand", async () => {
    const db = t.database.db;
    const [a, b] = await Promise.all([
      pageCards(repo, db, ["W0003"], 5_000_000),
      pageCards(repo, db, ["W0003"], 5_000_000),
    ]);
    expect(a[0]).toBe(b[0]);
    invalidateSummaryCache(db);
    expect(cachedCards(repo, db, ["W0003"], 5_000_001)).toBeUndefined();
  });

  it("does not keep cards read before the cache was forgotten", async () => {
    const db = t.database.db;
    const pending = pageCards(repo, db, ["W0004"], 7_000_000);
    invalidateSummaryCache(db);
    await pending;
    expect(cachedCards(repo, db, ["W0004"], 7_000_001)).toBeUndefined();
  });
});
