import { z } from "zod";
import { ADDRESS_SEARCH } from "./checkout-constants";
import { pagedSchema, positiveInt } from "./paging";

/**
 * Korean address search (issue 25, decision 426): road-name addresses with their lot-number address,
 * 5-digit postcode and building name, searched by a keyword (words of the road name, the lot-number
 * dong, the building name, the postcode; partial words match).
 */
export const addressSearchQuerySchema = z.object({
  keyword: z
    .string()
    .trim()
    .min(ADDRESS_SEARCH.keywordMin, `keyword must be at least ${ADDRESS_SEARCH.keywordMin} characters`)
    .max(ADDRESS_SEARCH.keywordMax),
  pageNo: positiveInt("pageNo", 1_000).default(1),
  pageSize: positiveInt("pageSize", ADDRESS_SEARCH.maxPageSize).default(ADDRESS_SEARCH.pageSize),
});
export type AddressSearchQuery = z.infer<typeof addressSearchQuerySchema>;

export const addressHitSchema = z.object({
  /** 5-digit postcode (국가기초구역번호). */
  zip: z.string(),
  /** Road-name address, e.g. 서울특별시 강남구 테헤란로 152. */
  roadAddr: z.string(),
  /** Its reference part: the legal dong and the building name, e.g. (역삼동, 강남파이낸스센터); "" when none. */
  roadAddrRef: z.string(),
  /** Lot-number address, e.g. 서울특별시 강남구 역삼동 737. */
  jibunAddr: z.string(),
  /** Building name, "" when the building has none. */
  bldNm: z.string(),
});
export type AddressHit = z.infer<typeof addressHitSchema>;
export const addressSearchPageSchema = pagedSchema(addressHitSchema);
export type AddressSearchPage = z.infer<typeof addressSearchPageSchema>;
