import type { Store } from "@cellar/contracts/client";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { addFavoriteStore } from "../api/favorite-add";
import { removeFavoriteStore } from "../api/favorite-remove";
import { storesQueryKey } from "../api/get-stores";

type Change = { tnantCd: string; favorite: boolean };

/** Sets the star on every cached list and detail holding the store, so it answers at once. */
function markEverywhere(queryClient: QueryClient, { tnantCd, favorite }: Change) {
  queryClient.setQueriesData<Store[] | Store | null>({ queryKey: storesQueryKey }, (data) => {
    if (Array.isArray(data)) return data.map((s) => (s.tnantCd === tnantCd ? { ...s, favorite } : s));
    if (data && typeof data === "object" && "tnantCd" in data && data.tnantCd === tnantCd) {
      return { ...data, favorite };
    }
    return data;
  });
}

/** Stars or unstars a store for the member: the mark shows at once, the server's lists are read again. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { t } = useTranslation("stores");
  return useMutation({
    mutationFn: ({ tnantCd, favorite }: Change) =>
      favorite ? addFavoriteStore(tnantCd) : removeFavoriteStore(tnantCd),
    onMutate: (change) => markEverywhere(queryClient, change),
    onSuccess: (_data, change) =>
      useGlobalState.getState().showToast(t(change.favorite ? "favoriteAdded" : "favoriteRemoved")),
    onError: (error, change) => {
      console.warn(`[stores] favourite ${change.tnantCd} failed`, error);
      markEverywhere(queryClient, { ...change, favorite: !change.favorite });
    },
    onSettled: () => invalidateAfterChange(queryClient, [...storesQueryKey, "list"], [...storesQueryKey, "detail"]),
  });
}
