import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** SPEC §3 stored position. */
export type Position = { lat: number; lng: number };

type PositionState = {
  position: Position | null;
  setPosition: (position: Position) => void;
};

export const POSITION_KEY = "cellar-position";

/** The last position the browser gave (kept so distances show at once on the next visit). */
export const usePositionState = create<PositionState>()(
  persist(
    (set) => ({
      position: null,
      setPosition: (position) => set({ position }),
    }),
    { name: POSITION_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);
