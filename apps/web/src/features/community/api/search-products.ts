import { useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** GET product-api /api/products?searchWord=: the catalogue's search, for linking bottles to a post. */
export const searchProducts = (searchWord: string) =>
  callEndpoint("products", { params: { searchWord, pageNo: 1, pageSize: 10 }, hidden: true, silent: true });

export function useProductSearch(searchWord: string) {
  const word = searchWord.trim();
  return useQuery({
    queryKey: ["community", "product-search", word],
    queryFn: () => searchProducts(word),
    enabled: word.length > 0,
    staleTime: 60_000,
  });
}
