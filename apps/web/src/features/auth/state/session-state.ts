import { type LoginUserInfo, SESSION_STORAGE_KEY, type UserInfo } from "@cellar/contracts/client";
import { createStore } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { useGlobalState } from "../../../lib/state/global-state";
import { storeHook } from "../../../lib/state/rendered-member";

type SessionState = {
  /** SPEC §3 "User info (shell)". */
  userInfo: UserInfo | null;
  loginUserInfo: LoginUserInfo | null;
  setLogin: (info: LoginUserInfo) => void;
  reset: () => void;
};

/** Same JSON data (the member info as the API answers it, fields in the same order). */
const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

const userInfoOf = (info: LoginUserInfo): UserInfo => ({
  mberNo: info.mberNo,
  korMberNm: info.korMberNm,
  mbrshCardNo: info.mbrshCardNo,
});

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
                userInfo: userInfoOf(info),
                loginUserInfo: info,
              },
        );
        useGlobalState.getState().setLoggedIn(true);
      },
      // SPEC §4: the login flag becomes false when the user info is reset.
      reset: () => {
        set({ userInfo: null, loginUserInfo: null });
        useGlobalState.getState().setLoggedIn(false);
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ userInfo, loginUserInfo }) => ({ userInfo, loginUserInfo }),
      onRehydrateStorage: () => (state) => {
        useGlobalState.getState().setLoggedIn(Boolean(state?.userInfo?.mberNo));
      },
    },
  ),
);

/**
 * The session's hook: the member the server rendered the page for (lib/state/rendered-member.tsx)
 * while the server renders and the browser hydrates, the stored member after.
 */
export const useSessionState = storeHook(sessionStore, (member) => ({
  ...sessionStore.getInitialState(),
  userInfo: member ? userInfoOf(member) : null,
  loginUserInfo: member,
}));

/** The signed-in member's number, or null for guests. */
export function currentMemberNo(): string | null {
  return useSessionState.getState().userInfo?.mberNo || null;
}
