import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/http/client";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { stampCardQueryKey } from "./get-stamp-card";
import { stampHistoryQueryKey } from "./get-stamp-history";

/** POST user-api stamps/redeem: one reward coupon for a full stamp card; refreshes card and history. */
export const redeemStamps = () => callEndpoint("stampRedeem");

export function useRedeemStamps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemStamps,
    onSettled: async () => {
      await invalidateAfterChange(queryClient, stampCardQueryKey, stampHistoryQueryKey);
    },
  });
}
