import type { Store } from "@cellar/contracts/client";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useGlobalState } from "../../../lib/state/global-state";
import { useToggleFavorite } from "./use-toggle-favorite";

/** What the star does: for a member it toggles the favourite; a guest is told to sign in and sent there. */
export function useFavoriteAction(isMember: boolean, onLoginRequired: () => void) {
  const toggle = useToggleFavorite();
  const { t } = useTranslation("stores");
  return useCallback(
    (store: Pick<Store, "tnantCd" | "favorite">) => {
      if (!isMember) {
        useGlobalState.getState().showToast(t("favoriteLogin"));
        onLoginRequired();
        return;
      }
      toggle.mutate({ tnantCd: store.tnantCd, favorite: !store.favorite });
    },
    [isMember, onLoginRequired, toggle, t],
  );
}
