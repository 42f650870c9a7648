import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { type SelectedStore, useStoreInfoState } from "../../../domain/stores/store-info-state";
import { replaceQueryData } from "../../../lib/query/after-change";
import { clearPickupStore } from "../api/clear-pickup-store";
import { pickupStoreQueryKey } from "../api/get-pickup-store";
import { setPickupStore } from "../api/set-pickup-store";

/**
 * Makes a store the shopper's store (pick-up and stock): at once on this device, and for a member
 * on the server too, so it follows them to the next sign-in (docs/decisions/320). A failed save is
 * only logged: the device keeps the choice and the next visit saves it again.
 */
export function useChooseStore(mberNo: string | null) {
  const queryClient = useQueryClient();
  const choose = useCallback(
    async (store: SelectedStore) => {
      useStoreInfoState.getState().select(store);
      if (!mberNo) return;
      try {
        await replaceQueryData(queryClient, pickupStoreQueryKey(mberNo), await setPickupStore(store.tnantCd));
      } catch (e) {
        console.warn(`[stores] saving ${store.tnantCd} as the member's store failed`, e);
      }
    },
    [mberNo, queryClient],
  );
  const clear = useCallback(async () => {
    useStoreInfoState.getState().reset();
    if (!mberNo) return;
    try {
      await clearPickupStore();
      await replaceQueryData(queryClient, pickupStoreQueryKey(mberNo), null);
    } catch (e) {
      console.warn("[stores] clearing the member's store failed", e);
    }
  }, [mberNo, queryClient]);
  return { choose, clear };
}
