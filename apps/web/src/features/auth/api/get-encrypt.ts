import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

export const encryptQueryKey = ["auth", "encrypt"] as const;

/** GET user-api getEncrypt: the member's encrypted id, used as the advertising member id (SPEC §7). */
export async function getEncrypt(): Promise<string> {
  return callEndpoint("getEncrypt", { hidden: true, silent: true });
}

export const encryptQueryOptions = () =>
  queryOptions({ queryKey: encryptQueryKey, queryFn: getEncrypt, staleTime: Number.POSITIVE_INFINITY });

export function useEncrypt(enabled = true) {
  return useQuery({ ...encryptQueryOptions(), enabled });
}
