import type { CertResultResponse } from "@cellar/contracts/client";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** GET certResult: what the provider confirmed for a module token (exchanged server-side). */
export async function getCertResult(token: string): Promise<CertResultResponse> {
  return callEndpoint("certResult", { params: { token } });
}

/** A mutation, not a query: the callback page reads the result exactly once and stores it. */
export function useCertResult() {
  return useMutation({ mutationKey: ["cert", "result"], mutationFn: getCertResult });
}
