import { and, asc, count, ilike, type SQL } from "drizzle-orm";
import type { Queryable } from "../../app/query";
import type { AddressSearch } from "./address-search.adapter";
import { sandboxAddresses } from "./sandbox.table";

/** LIKE's own characters in a keyword match themselves. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The keyword's words (spaces split them; each is matched with its own spaces removed, so
 * "테헤란로152" finds 테헤란로 152): every word must appear in the road-name address, the
 * lot-number address, the building name or the postcode.
 */
export const keywordWords = (keyword: string) =>
  keyword
    .normalize("NFC")
    .split(/\s+/)
    .map((w) => w.trim())
    .filter((w) => w !== "")
    .slice(0, 8);

/** The default provider: searches the seeded directory in our own database (decision 426). */
export function createSandboxAddressSearch(db: Queryable): AddressSearch {
  return {
    name: "sandbox",
    async search({ keyword, pageNo, pageSize }) {
      const words = keywordWords(keyword);
      const where = and(...words.map((w): SQL => ilike(sandboxAddresses.searchText, `%${escapeLike(w)}%`)));
      const [total] = await db.select({ n: count() }).from(sandboxAddresses).where(where);
      const rows = await db
        .select()
        .from(sandboxAddresses)
        .where(where)
        .orderBy(
          asc(sandboxAddresses.sido),
          asc(sandboxAddresses.sigungu),
          asc(sandboxAddresses.roadNm),
          asc(sandboxAddresses.bldNo),
        )
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      const totalCnt = total?.n ?? 0;
      return {
        pageNo,
        pageSize,
        totalCnt,
        totalPages: Math.ceil(totalCnt / pageSize),
        list: rows.map((r) => ({
          zip: r.zip,
          roadAddr: r.roadAddr,
          roadAddrRef: r.roadAddrRef,
          jibunAddr: r.jibunAddr,
          bldNm: r.bldNm,
        })),
      };
    },
  };
}
