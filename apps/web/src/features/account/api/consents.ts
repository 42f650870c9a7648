import type { Consent, ReceptionConsent } from "@cellar/contracts/client";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { replaceQueryData } from "../../../lib/query/after-change";

export const consentsQueryKey = ["account", "consents"] as const;

/** GET consents: the five marketing channels with Y/N and the day each was last set. */
export async function getConsents(): Promise<Consent[]> {
  return callEndpoint("consents");
}

/** PUT consents: the channels to change; answers all five. */
export async function updateConsents(arrAgreTy: ReceptionConsent[]): Promise<Consent[]> {
  return callEndpoint("updateConsents", { data: { arrAgreTy } });
}

export const consentsQueryOptions = () => queryOptions({ queryKey: consentsQueryKey, queryFn: getConsents });

export function useConsents(enabled = true) {
  return useQuery({ ...consentsQueryOptions(), enabled });
}

export function useUpdateConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["account", "update-consents"],
    mutationFn: updateConsents,
    onSuccess: (consents) => replaceQueryData(queryClient, consentsQueryKey, consents),
  });
}
