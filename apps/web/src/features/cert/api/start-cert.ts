import type { CertStartResponse, CertType } from "@cellar/contracts/client";
import { useMutation } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";

/** POST certStart: a module token and the certification provider's page (the API's sandbox by default). */
export async function startCert(certType: CertType): Promise<CertStartResponse> {
  return callEndpoint("certStart", { data: { certType } });
}

export function useStartCert() {
  return useMutation({ mutationKey: ["cert", "start"], mutationFn: startCert });
}
