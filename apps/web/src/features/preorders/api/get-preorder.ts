import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { preorderKeys } from "./preorder-keys";

/** GET commerce-api /api/reservation/products/{preorderCd}: dates, limits, stores, what is left. */
export const preorderQueryOptions = (preorderCd: string) =>
  queryOptions({
    queryKey: preorderKeys.detail(preorderCd),
    queryFn: () => callEndpoint("preorderDetail", { pathParams: { preorderCd }, hidden: true, silent: true }),
    retry: false,
  });

export const usePreorder = (preorderCd: string) =>
  useQuery({ ...preorderQueryOptions(preorderCd), enabled: preorderCd !== "" });
