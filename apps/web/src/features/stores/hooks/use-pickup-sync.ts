import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useStoreInfoState } from "../../../domain/stores/store-info-state";
import { replaceQueryData } from "../../../lib/query/after-change";
import { pickupStoreQueryKey, usePickupStore } from "../api/get-pickup-store";
import { setPickupStore } from "../api/set-pickup-store";

/**
 * Brings the member's store from the server into the store info state (after a sign-in the device
 * has none, SPEC §4 having cleared it at sign-out). A member without one on the server adopts the
 * store this device chose as a guest. Guests: nothing to do.
 */
export function usePickupSync(mberNo: string | null): void {
  const queryClient = useQueryClient();
  const pickup = usePickupStore(mberNo);
  const server = pickup.data;
  const loaded = pickup.isSuccess;
  useEffect(() => {
    if (!mberNo || !loaded) return;
    const local = useStoreInfoState.getState().selectedStore;
    if (server) {
      if (local?.tnantCd !== server.tnantCd) {
        useStoreInfoState.getState().select({ tnantCd: server.tnantCd, tnantNm: server.tnantNm });
      }
    } else if (local) {
      setPickupStore(local.tnantCd)
        .then((saved) => replaceQueryData(queryClient, pickupStoreQueryKey(mberNo), saved))
        .catch((e: unknown) => console.warn("[stores] adopting the device's store failed", e));
    }
  }, [mberNo, loaded, server, queryClient]);
}
