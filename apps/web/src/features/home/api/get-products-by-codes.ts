import type { ProductSummary } from "@cellar/contracts/client";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const productsByCodesQueryKey = (itemCds: readonly string[]) => ["products", "byCodes", ...itemCds] as const;

/** Puts the products in the order of `itemCds` (newest view first); unknown codes are left out. */
export function inCodeOrder(products: readonly ProductSummary[], itemCds: readonly string[]): ProductSummary[] {
  const byCode = new Map(products.map((p) => [p.itemCd, p]));
  return itemCds.flatMap((cd) => {
    const product = byCode.get(cd);
    return product ? [product] : [];
  });
}

/**
 * GET product-api /api/products/by-codes: the products of the given codes in the order asked
 * (viewed goods on home). Failures are only logged; the section then stays hidden.
 */
export async function getProductsByCodes(itemCds: readonly string[]): Promise<ProductSummary[]> {
  const products = await callEndpoint("productsByCodes", {
    params: { itemCds: [...itemCds] },
    hidden: true,
    silent: true,
  });
  return inCodeOrder(products, itemCds);
}

export const productsByCodesQueryOptions = (itemCds: readonly string[]) =>
  queryOptions({
    queryKey: productsByCodesQueryKey(itemCds),
    queryFn: () => getProductsByCodes(itemCds),
    enabled: itemCds.length > 0,
    // A new view reorders the list: keep showing the old one until the new answer arrives.
    placeholderData: keepPreviousData,
  });

export function useProductsByCodes(itemCds: readonly string[]) {
  return useQuery(productsByCodesQueryOptions(itemCds));
}
