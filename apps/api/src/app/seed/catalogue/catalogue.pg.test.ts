import type { ProductPage } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/harness";
import { createPgTestDatabase, TEST_DATABASE_URL } from "../../../test/pg-harness";
import { queryRows } from "../../query";
import { seedCatalogueIfEmpty } from "./catalogue";

if (!TEST_DATABASE_URL) {
  console.warn("PostgreSQL suite skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
}

const API = "/product-api/v1.0.0/api";

describe.skipIf(!TEST_DATABASE_URL)("catalogue on PostgreSQL", () => {
  let t: TestServer;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPgTestDatabase(TEST_DATABASE_URL!);
    drop = created.drop;
    t = await startTestServer({ database: created.database });
  });
  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  const page = async (query: string) => {
    const res = await t.call(`${API}/products?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as ProductPage;
  };

  it("seeds the catalogue once: a second start adds nothing", async () => {
    const [before] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from products`);
    expect(before!.n).toBeGreaterThanOrEqual(3000);
    expect(await seedCatalogueIfEmpty(t.database.db)).toBe(false);
    const [after] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from products`);
    expect(after!.n).toBe(before!.n);
  });

  it("covers every item exactly once over pages 1..N of each sort", async () => {
    for (const sort of ["01", "02", "03", "04", "05", "06"]) {
      const first = await page(`category=20&sort=${sort}`);
      const seen: string[] = [];
      for (let n = 1; n <= first.totalPages; n++) {
        seen.push(...(await page(`category=20&sort=${sort}&pageNo=${n}`)).list.map((p) => p.itemCd));
      }
      expect(seen.length, sort).toBe(first.totalCnt);
      expect(new Set(seen).size, sort).toBe(first.totalCnt);
    }
  });

  it("searches Korean partial words, initials, English names and typos", async () => {
    expect((await page("searchWord=울트라 말벡")).list[0]!.itemCd).toBe("W0005");
    expect((await page("searchWord=ㅋㅇㅋㅇㅌㄹㅁㅂ")).list.map((p) => p.itemCd)).toEqual(["W0005"]);
    expect((await page("searchWord=KAIKEN ultra")).list[0]!.itemCd).toBe("W0005");
    const spaced = await page("searchWord=와인 세트");
    expect(spaced.totalCnt).toBe((await page("searchWord=와인세트")).totalCnt);
    const typo = await page("searchWord=말백");
    expect(typo.correctedWord).toBe("말벡");
    expect(typo.totalCnt).toBeGreaterThan(0);
  });

  it("can answer the search columns from their GIN trigram indexes", async () => {
    const plans = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const text = await queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain select item_cd from products p where p.search_text like '%kaikenultra%'`,
      );
      const jamo = await queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain select item_cd from products p where 'ㅁㅏㄹㅂㅐㄱ' <% p.search_jamo`,
      );
      const chosung = await queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain select item_cd from products p where p.search_chosung like '%ㅋㅇㅋㅇㅌ%'`,
      );
      return [text, jamo, chosung].map((rows) => rows.map((r) => r["QUERY PLAN"]).join("\n"));
    });
    expect(plans[0]).toContain("products_search_trgm_idx");
    expect(plans[1]).toContain("products_jamo_trgm_idx");
    expect(plans[2]).toContain("products_chosung_trgm_idx");
  });
});
