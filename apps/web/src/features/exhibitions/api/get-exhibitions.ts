import type { ExhibitionType } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const exhibitionsQueryKey = (type: ExhibitionType) => ["exhibitions", type] as const;

/** GET product-api /api/exhibitions?exhibitionType=: the running exhibitions of one kind. */
export function getExhibitions(exhibitionType: ExhibitionType) {
  return callEndpoint("exhibitions", { params: { exhibitionType }, hidden: true });
}

export const exhibitionsQueryOptions = (type: ExhibitionType) =>
  queryOptions({ queryKey: exhibitionsQueryKey(type), queryFn: () => getExhibitions(type) });

export function useExhibitions(type: ExhibitionType, enabled = true) {
  return useQuery({ ...exhibitionsQueryOptions(type), enabled });
}
