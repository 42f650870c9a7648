import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/**
 * SPEC §3 storage key `cartInpParam` (cart input): what the order sheet is built from. The cart
 * writes the chosen lines before it opens `/order`; the sheet reads them back after a reload or a
 * return from the payment page (docs/decisions/340).
 */
export type CartInput = {
  /** Cart numbers chosen for the order, all of one store. */
  cartNos: number[];
  tnantCd: string;
  /** When it was written (ms); older than a day counts as none. */
  savedAt: number;
};

export const CART_INPUT_STORAGE_KEY = "cartInpParam";
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

type CartInputState = {
  input: CartInput | null;
  setInput: (cartNos: number[], tnantCd: string) => void;
  clear: () => void;
};

export const useCartInputState = create<CartInputState>()(
  persist(
    (set) => ({
      input: null,
      setInput: (cartNos, tnantCd) => set({ input: { cartNos: [...cartNos], tnantCd, savedAt: Date.now() } }),
      clear: () => set({ input: null }),
    }),
    { name: CART_INPUT_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);

/** The stored input when it is recent enough and names at least one line. */
export function currentCartInput(input: CartInput | null, now = Date.now()): CartInput | null {
  if (!input || input.cartNos.length === 0) return null;
  return now - input.savedAt <= MAX_AGE_MS ? input : null;
}
