import type { ProductDetail } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const productDetailQueryKey = (itemCd: string, tnantCd: string | null) =>
  ["products", "detail", itemCd, tnantCd ?? ""] as const;

const fetchProduct = (itemCd: string, tnantCd: string | null) =>
  callEndpoint("productDetail", {
    pathParams: { itemCd },
    params: tnantCd ? { tnantCd } : undefined,
    // The page shows its skeleton meanwhile (no spinner), and failures on the page (not-found or
    // retry), not in the global popup.
    hidden: true,
    silent: true,
  });

/** GET product-api /api/products/{itemCd}?tnantCd: the product, with the stock of the chosen store. */
export const getProductDetail = (itemCd: string, tnantCd: string | null): Promise<ProductDetail> =>
  fetchProduct(itemCd, tnantCd);

export const productDetailQueryOptions = (itemCd: string, tnantCd: string | null) =>
  queryOptions({
    queryKey: productDetailQueryKey(itemCd, tnantCd),
    queryFn: () => getProductDetail(itemCd, tnantCd),
    retry: false,
  });

/**
 * The product for the page. While another store's stock loads, the last answer for the same product
 * stays on screen (no skeleton flash), marked as placeholder data.
 */
export function useProductDetail(itemCd: string, tnantCd: string | null) {
  return useQuery({
    ...productDetailQueryOptions(itemCd, tnantCd),
    placeholderData: (previous) => (previous?.itemCd === itemCd ? previous : undefined),
  });
}
