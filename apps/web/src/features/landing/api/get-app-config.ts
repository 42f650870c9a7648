import type { AppConfig } from "@cellar/contracts/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const appConfigQueryKey = ["appConfig"] as const;

/** GET product-api app-config: store links and the remarketing script address. */
export async function getAppConfig(): Promise<AppConfig> {
  return callEndpoint("appConfig", { hidden: true, silent: true });
}

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: appConfigQueryKey, queryFn: getAppConfig, staleTime: Number.POSITIVE_INFINITY });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
