import { CATALOGUE_CODE_GROUPS, type CommonCode } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

const GROUPS = [
  CATALOGUE_CODE_GROUPS.category,
  CATALOGUE_CODE_GROUPS.country,
  CATALOGUE_CODE_GROUPS.pairing,
  CATALOGUE_CODE_GROUPS.price,
  CATALOGUE_CODE_GROUPS.score,
] as const;

export type CatalogueCodes = {
  /** Large classes (2-digit codes). */
  categories: CommonCode[];
  /** Sub-classes by large class. */
  subCategories: Record<string, CommonCode[]>;
  countries: CommonCode[];
  pairings: CommonCode[];
  prices: CommonCode[];
  scores: CommonCode[];
};

const bySort = (a: CommonCode, b: CommonCode) => a.sortOrdr - b.sortOrdr;

export function groupCatalogueCodes(map: Record<string, CommonCode[]>): CatalogueCodes {
  const all = [...(map[CATALOGUE_CODE_GROUPS.category] ?? [])].sort(bySort);
  const subCategories: Record<string, CommonCode[]> = {};
  for (const code of all) {
    if (!code.attr1) continue;
    const group = subCategories[code.attr1] ?? [];
    group.push(code);
    subCategories[code.attr1] = group;
  }
  const list = (group: string) => [...(map[group] ?? [])].sort(bySort);
  return {
    categories: all.filter((c) => !c.attr1),
    subCategories,
    countries: list(CATALOGUE_CODE_GROUPS.country),
    pairings: list(CATALOGUE_CODE_GROUPS.pairing),
    prices: list(CATALOGUE_CODE_GROUPS.price),
    scores: list(CATALOGUE_CODE_GROUPS.score),
  };
}

/**
 * POST product-api /api/codes for the catalogue filter groups (SPEC §7). A failure is only logged
 * by the client (SPEC §8: common-code failures show nothing); the filters then offer no values.
 */
export async function getCatalogueCodes(): Promise<CatalogueCodes> {
  return groupCatalogueCodes(await callEndpoint("codes", { data: [...GROUPS], hidden: true, silent: true }));
}

export const NO_CODES: CatalogueCodes = groupCatalogueCodes({});

export const catalogueCodesOptions = () =>
  queryOptions({ queryKey: ["catalogue", "codes"] as const, queryFn: getCatalogueCodes, staleTime: 60 * 60_000 });

export function useCatalogueCodes(): CatalogueCodes {
  return useQuery(catalogueCodesOptions()).data ?? NO_CODES;
}

/** The label of a code in the UI language (English name when asked and present). */
export const codeLabel = (code: CommonCode, lang: string) => (lang === "en" && code.cdEngNm ? code.cdEngNm : code.cdNm);
