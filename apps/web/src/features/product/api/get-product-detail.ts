import type { ProductDetail } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { currentStoreCode } from "../../../lib/state/store-info-store";

export const productDetailQueryKey = (itemCd: string, tnantCd: string | null) =>
  ["products", "detail", itemCd, tnantCd ?? ""] as const;

/** An early call is taken over only while it is this fresh. */
export const EARLY_PRODUCT_MAX_AGE_MS = 10_000;
let early: { itemCd: string; tnantCd: string | null; at: number; promise: Promise<ProductDetail> } | null = null;

const fetchProduct = (itemCd: string, tnantCd: string | null) =>
  callEndpoint("productDetail", {
    pathParams: { itemCd },
    params: tnantCd ? { tnantCd } : undefined,
    // The page shows its skeleton meanwhile (no spinner), and failures on the page (not-found or
    // retry), not in the global popup.
    hidden: true,
    silent: true,
  });

/**
 * Starts the product call while the product page module is still downloading (the router's lazy
 * step, on a cold load of `/product/{itemCd}`), so the call and the chunk travel side by side and
 * the gallery's first image (the LCP) can start sooner (docs/decisions/287). Other paths: nothing.
 */
export function startProductRequest(pathname: string): void {
  const match = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return;
  const itemCd = decodeURIComponent(match[1]);
  const tnantCd = currentStoreCode();
  const promise = fetchProduct(itemCd, tnantCd);
  promise.catch(() => undefined); // the query reports it when it takes it over
  early = { itemCd, tnantCd, at: Date.now(), promise };
}

/** GET product-api /api/products/{itemCd}?tnantCd: the product, with the stock of the chosen store. */
export function getProductDetail(itemCd: string, tnantCd: string | null): Promise<ProductDetail> {
  const pending = early;
  early = null;
  const fresh =
    pending &&
    pending.itemCd === itemCd &&
    pending.tnantCd === tnantCd &&
    Date.now() - pending.at < EARLY_PRODUCT_MAX_AGE_MS;
  return fresh ? pending.promise : fetchProduct(itemCd, tnantCd);
}

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
