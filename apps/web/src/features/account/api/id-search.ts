import type { IdSearchResponse } from "@cellar/contracts/client";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** POST id/search: the certified person's login id (masked) and join day. */
export async function searchId(certToken: string): Promise<IdSearchResponse> {
  return callEndpoint("idSearch", { data: { certToken } });
}

export function useSearchId() {
  return useMutation({ mutationKey: ["account", "id-search"], mutationFn: searchId });
}
