import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** The store a shopper chose (pick-up and stock): code and name, enough to show and to ask with. */
export type SelectedStore = { tnantCd: string; tnantNm: string };

type StoreInfoState = {
  /** SPEC §3 store info state, the selected store; the product page's stock and the store finder share it. */
  selectedStore: SelectedStore | null;
  select: (store: SelectedStore) => void;
  /** SPEC §4 store info reset (logout): the selected store goes; favourites are server data, cleared with the cache. */
  reset: () => void;
};

/** The key the product page used before the store finder (docs/decisions/282); kept so a choice survives. */
export const STORE_INFO_KEY = "cellar-chosen-store";

/**
 * The one place for the chosen store (docs/decisions/320), persisted in localStorage so it is kept
 * across sessions; for a member the server keeps it too (GET/PUT /api/tnant/pickup).
 */
export const useStoreInfoState = create<StoreInfoState>()(
  persist(
    (set) => ({
      selectedStore: null,
      select: (selectedStore) => set({ selectedStore }),
      reset: () => set({ selectedStore: null }),
    }),
    {
      name: STORE_INFO_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // version 0 (the product page's own store) kept it under `store`.
      migrate: (persisted, version) => {
        const old = (persisted ?? {}) as { store?: SelectedStore | null; selectedStore?: SelectedStore | null };
        return { selectedStore: version === 0 ? (old.store ?? null) : (old.selectedStore ?? null) } as StoreInfoState;
      },
      partialize: (s) => ({ selectedStore: s.selectedStore }),
    },
  ),
);

export const currentStoreCode = () => useStoreInfoState.getState().selectedStore?.tnantCd ?? null;
