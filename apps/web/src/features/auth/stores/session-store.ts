import type { LoginUserInfo, UserInfo } from "@cellar/contracts/client";
import { createStore } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { bindStore } from "../../../lib/state/bind-store";
import { useGlobalStore } from "../../../lib/state/global-store";

type SessionState = {
  /** SPEC §3 "User info (shell)". */
  userInfo: UserInfo | null;
  loginUserInfo: LoginUserInfo | null;
  setLogin: (info: LoginUserInfo) => void;
  reset: () => void;
};

export const SESSION_STORAGE_KEY = "cellar-session";

/** Same JSON data (the member info as the API answers it, fields in the same order). */
const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The store itself (server render and hydration read its initial state: app/ssr/member-state.ts). */
export const sessionStore = createStore<SessionState>()(
  persist(
    (set) => ({
      userInfo: null,
      loginUserInfo: null,
      setLogin: (info) => {
        // The same answer again (every /api/check) keeps the objects, so that screens reading the
        // member do not render again for nothing.
        set((s) =>
          sameJson(s.loginUserInfo, info)
            ? s
            : {
                userInfo: { mberNo: info.mberNo, korMberNm: info.korMberNm, mbrshCardNo: info.mbrshCardNo },
                loginUserInfo: info,
              },
        );
        useGlobalStore.getState().setLoggedIn(true);
      },
      // SPEC §4: the login flag becomes false when the user info is reset.
      reset: () => {
        set({ userInfo: null, loginUserInfo: null });
        useGlobalStore.getState().setLoggedIn(false);
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ userInfo, loginUserInfo }) => ({ userInfo, loginUserInfo }),
      onRehydrateStorage: () => (state) => {
        useGlobalStore.getState().setLoggedIn(Boolean(state?.userInfo?.mberNo));
      },
    },
  ),
);

export const useSessionStore = bindStore(sessionStore);

/** The signed-in member's number, or null for guests. */
export function currentMemberNo(): string | null {
  return useSessionStore.getState().userInfo?.mberNo || null;
}
