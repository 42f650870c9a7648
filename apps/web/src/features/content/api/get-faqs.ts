import type { FaqCategory } from "@cellar/contracts/client";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export type FaqFilter = { category: FaqCategory | null; keyword: string };

export const faqsQueryKey = ({ category, keyword }: FaqFilter) => ["faqs", category ?? "ALL", keyword] as const;

/** GET user-api /api/faqs: published questions (of a category) whose question or answer holds every word. */
export function getFaqs({ category, keyword }: FaqFilter) {
  return callEndpoint("faqs", {
    params: { ...(category ? { category } : {}), ...(keyword ? { keyword } : {}) },
    hidden: true,
  });
}

export const faqsQueryOptions = (filter: FaqFilter) =>
  queryOptions({ queryKey: faqsQueryKey(filter), queryFn: () => getFaqs(filter) });

/** The questions of a filter; the previous answer stays while the next one loads (no flash of nothing). */
export function useFaqs(filter: FaqFilter) {
  return useQuery({ ...faqsQueryOptions(filter), placeholderData: keepPreviousData });
}
