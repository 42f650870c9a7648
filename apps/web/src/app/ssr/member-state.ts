import type { LoginUserInfo } from "@cellar/contracts/client";
import { sessionStore, useSessionStore } from "../../features/auth/stores/session-store";
import { globalStore } from "../../lib/state/global-store";

/**
 * Store hooks read `getInitialState` in a server render and while the browser hydrates it (React's
 * server snapshot). The member is the one part of that state both sides know (the server from the
 * session cookie), so both render it the same (decision 310): the server for the member it
 * rendered, the browser for the member it holds. Everything else stays at its initial state on both
 * sides until the browser has hydrated.
 */
function showMember(member: {
  userInfo: ReturnType<typeof useSessionStore.getState>["userInfo"];
  loginUserInfo: LoginUserInfo | null;
}): () => void {
  const sessionInitial = sessionStore.getInitialState;
  const globalInitial = globalStore.getInitialState;
  // One object each (a snapshot must not change between reads).
  const session = { ...sessionInitial(), ...member };
  const global = { ...globalInitial(), isLoggedIn: member.userInfo !== null };
  sessionStore.getInitialState = () => session;
  globalStore.getInitialState = () => global;
  return () => {
    sessionStore.getInitialState = sessionInitial;
    globalStore.getInitialState = globalInitial;
  };
}

/** Server: one synchronous render as the browser of `member` (or of a guest) will hydrate it. */
export function renderAsMember<T>(member: LoginUserInfo | null, render: () => T): T {
  const restore = showMember(
    member
      ? {
          userInfo: { mberNo: member.mberNo, korMberNm: member.korMberNm, mbrshCardNo: member.mbrshCardNo },
          loginUserInfo: member,
        }
      : { userInfo: null, loginUserInfo: null },
  );
  try {
    return render();
  } finally {
    restore();
  }
}

/** Browser, before hydrating: the member this browser holds is in the hydration render. */
export function hydrateAsStoredMember(): void {
  const { userInfo, loginUserInfo } = useSessionStore.getState();
  showMember({ userInfo, loginUserInfo });
}

/** The member number the browser holds (compared with the one the server rendered for). */
export const storedMemberNo = (): string | null => useSessionStore.getState().userInfo?.mberNo || null;
