import type { SocialProvider, SocialPurpose } from "@cellar/contracts/client";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** A provider round trip this tab started: where to go when it comes back. */
export type SocialPending = {
  provider: SocialProvider;
  purpose: SocialPurpose;
  /** Login: the page to return to once signed in (the login's redirectPath). */
  redirectPath: string | null;
};

type SocialPendingState = {
  pending: SocialPending | null;
  begin: (pending: SocialPending) => void;
  clear: () => void;
};

/**
 * sessionStorage: the tab leaves the app for the provider's page and comes back to the callback.
 * The proof that this browser started it is the API's HttpOnly cookie, not this (decision 431).
 */
export const useSocialPending = create<SocialPendingState>()(
  persist(
    (set) => ({
      pending: null,
      begin: (pending) => set({ pending }),
      clear: () => set({ pending: null }),
    }),
    { name: "cellar-sns", storage: createJSONStorage(() => sessionStorage) },
  ),
);
