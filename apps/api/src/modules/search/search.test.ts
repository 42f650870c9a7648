import { Writable } from "node:stream";
import type { ProductPage, Suggestions } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../app/http/logger";
import { queryRows } from "../../app/query";
import { startTestServer, type TestServer } from "../../test/harness";
import * as repo from "./search.repository";
import { flushSearchLog, logSearch } from "./search-log";

const API = "/product-api/v1.0.0/api";
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const search = async (word: string, extra = "") => {
  const res = await t.call(`${API}/products?searchWord=${encodeURIComponent(word)}${extra}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ProductPage;
};
/** Every item code a search finds, all pages. */
const allCodes = async (word: string) => {
  const first = await search(word, "&pageSize=50");
  const codes = first.list.map((p) => p.itemCd);
  for (let n = 2; n <= first.totalPages; n++)
    codes.push(...(await search(word, `&pageSize=50&pageNo=${n}`)).list.map((p) => p.itemCd));
  return codes;
};

describe("search", () => {
  it("finds by a Korean partial word, the best match first", async () => {
    const ultra = await search("울트라 말벡");
    expect(ultra.list[0]!.itemCd).toBe("W0005");
    const part = await search("켄 울트");
    expect(part.list.map((p) => p.itemCd)).toContain("W0005");
    // Words apart in the name: every word must match.
    const apart = await search("카이켄 말벡");
    expect(apart.list.map((p) => p.itemCd)).toContain("W0005");
    expect(apart.list.every((p) => p.itemNm.includes("카이켄") && p.itemNm.includes("말벡"))).toBe(true);
    const malbec = await search("말벡");
    expect(malbec.totalCnt).toBeGreaterThan(20);
    expect(malbec.correctedWord).toBeNull();
  });

  it("ignores spacing: 와인 세트 = 와인세트, and finds both spellings", async () => {
    const spaced = await search("와인 세트", "&pageSize=50");
    const joined = await search("와인세트", "&pageSize=50");
    expect(spaced.totalCnt).toBeGreaterThan(0);
    expect(joined.totalCnt).toBe(spaced.totalCnt);
    const names = spaced.list.map((p) => p.itemNm);
    expect(names.some((n) => n.includes("와인 세트"))).toBe(true);
    expect(names.some((n) => n.includes("와인세트"))).toBe(true);
  });

  it("finds by initial consonants: ㅁㅂ and ㅁㄹ both find 말벡", async () => {
    expect(await allCodes("ㅁㅂ")).toContain("W0005");
    expect(await allCodes("ㅁㄹ")).toContain("W0005");
    const initials = await search("ㅋㅇㅋㅇㅌㄹㅁㅂ");
    expect(initials.list.map((p) => p.itemCd)).toEqual(["W0005"]);
  });

  it("finds by English names whatever the case", async () => {
    const upper = await search("KAIKEN ULTRA");
    const lower = await search("kaiken ultra");
    expect(upper.list[0]!.itemCd).toBe("W0005");
    expect(lower.list.map((p) => p.itemCd)).toEqual(upper.list.map((p) => p.itemCd));
    const macallan = await search("macallan");
    expect(macallan.list.map((p) => p.itemCd)).toContain("W0012");
  });

  it("corrects typos and says which word it used", async () => {
    const korean = await search("말백");
    expect(korean.correctedWord).toBe("말벡");
    expect(korean.totalCnt).toBe((await search("말벡")).totalCnt);
    const english = await search("cabernat");
    expect(english.correctedWord).toBe("cabernet");
    expect(english.totalCnt).toBeGreaterThan(0);
  });

  it("answers nothing, without a correction, for a term far from every name", async () => {
    const none = await search("qxzqxzqxz");
    expect(none.totalCnt).toBe(0);
    expect(none.list).toEqual([]);
    expect(none.correctedWord).toBeNull();
  });

  it("combines a search with filters and sorts", async () => {
    const cheap = await search("소비뇽 블랑", "&country=NZ&sort=03&pageSize=50");
    expect(cheap.totalCnt).toBeGreaterThan(0);
    expect(cheap.list.every((p) => p.countryCd === "NZ")).toBe(true);
    const prices = cheap.list.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("refuses a search word over 50 characters", async () => {
    const res = await t.call(`${API}/products?searchWord=${"가".repeat(51)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^searchWord/);
  });
});

describe("suggestions", () => {
  const suggest = async (q: string) => {
    const res = await t.call(`${API}/search/suggest?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return res.body.data as Suggestions;
  };

  it("suggests products and keywords as one types, ten at most", async () => {
    const s = await suggest("카이켄");
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products.every((p) => p.itemNm.includes("카이켄"))).toBe(true);
    expect(s.products.length + s.keywords.length).toBeLessThanOrEqual(10);
    expect(s.products[0]!.imageUrl).toContain("FILE_ID=");
    expect((await suggest("말벡")).keywords).toContain("말벡");
  });

  it("matches initial consonants and a syllable still being typed", async () => {
    expect((await suggest("ㅁㅂ")).keywords).toContain("말벡");
    const typing = await suggest("카이켄 울트라 말ㅂ");
    expect(typing.products.map((p) => p.itemCd)).toContain("W0005");
  });

  it("needs q", async () => {
    const res = await t.call(`${API}/search/suggest`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^q/);
  });
});

describe("popular search terms", () => {
  const popular = async () => (await t.call(`${API}/search/popular`)).body.data as { rank: number; keyword: string }[];

  it("ranks the seeded terms, most searched first", async () => {
    const list = await popular();
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({ rank: 1, keyword: "말벡" });
    expect(list.map((p) => p.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("counts real searches (first pages only)", async () => {
    expect((await popular()).map((p) => p.keyword)).not.toContain("막걸리");
    for (let i = 0; i < 20; i++) await search("막걸리");
    await search("막걸리", "&pageNo=2");
    expect((await popular()).map((p) => p.keyword)).toContain("막걸리");
  });

  it("writes one row per first-page search, with the latest search's time (decision 353)", async () => {
    const rows = async () =>
      (
        await queryRows<{ n: number; last: Date | string | null }>(
          t.database.db,
          sql`select count(*)::int as n, max(searched_at) as last from search_log where keyword = '샤르도네 세트'`,
        )
      )[0]!;
    const before = await rows();
    const started = Date.now();
    for (let i = 0; i < 7; i++) await search("  샤르도네   세트 ");
    await search("와인", "&pageNo=1");
    await popular();
    const after = await rows();
    expect(after.n - before.n).toBe(7);
    expect(new Date(after.last!).getTime()).toBeGreaterThanOrEqual(started - 1000);
  });
});

describe("search log batches (issue 18)", () => {
  const rows = async (keyword: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from search_log where keyword = ${keyword}`,
      )
    )[0]!.n;
  const capture = () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { lines, logger: createLogger("warn", sink) };
  };

  it("keeps every search of a batch in which one term has a NUL character", async () => {
    const { logger } = capture();
    const db = t.database.db;
    logSearch(repo, db, logger, "리슬링 배치", t.now());
    logSearch(repo, db, logger, "피노\u0000누아 배치", t.now());
    logSearch(repo, db, logger, "리슬링 배치", t.now());
    logSearch(repo, db, logger, "모스카토 배치", t.now());
    await flushSearchLog(repo, db, logger);
    expect(await rows("리슬링 배치")).toBe(2);
    expect(await rows("모스카토 배치")).toBe(1);
    // The bad term is kept without its control character.
    expect(await rows("피노누아 배치")).toBe(1);
    const popular = (await t.call(`${API}/search/popular`)).body;
    expect(popular.code).toBe("0000");
  });

  it("writes the rest of a batch when one keyword cannot be written, and logs that one", async () => {
    const db = t.database.db;
    await db.execute(sql`create function refuse_keyword() returns trigger language plpgsql as $$
      begin if new.keyword = '거부되는 검색어' then raise exception 'refused by the test'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_keyword before insert on search_log
      for each row execute function refuse_keyword()`);
    try {
      const { lines, logger } = capture();
      logSearch(repo, db, logger, "샤블리 배치", t.now());
      logSearch(repo, db, logger, "거부되는 검색어", t.now());
      logSearch(repo, db, logger, "프로세코 배치", t.now());
      await flushSearchLog(repo, db, logger);
      expect(await rows("샤블리 배치")).toBe(1);
      expect(await rows("프로세코 배치")).toBe(1);
      expect(await rows("거부되는 검색어")).toBe(0);
      const failed = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === "search log write failed");
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ level: 50, keyword: "거부되는 검색어", searches: 1 });
      expect(failed[0].err.cause ?? failed[0].err.message).toContain("refused by the test");
    } finally {
      await db.execute(sql`drop trigger refuse_keyword on search_log`);
      await db.execute(sql`drop function refuse_keyword()`);
    }
  });
});
