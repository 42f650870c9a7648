import type { LoginUserInfo } from "@cellar/contracts/client";
import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";
import type { StoreApi } from "zustand";

/**
 * The member a page was rendered for on the server (root.tsx gives it: the session cookie's member,
 * or null for a guest). Store hooks show it on the server and while the browser hydrates that
 * render, then the browser's own state (React's `useSyncExternalStore` server snapshot), so the
 * hydrated markup is the server's (decision 372).
 */
const RenderedMemberContext = createContext<LoginUserInfo | null>(null);

export function RenderedMemberProvider({ member, children }: { member: LoginUserInfo | null; children: ReactNode }) {
  return <RenderedMemberContext.Provider value={member}>{children}</RenderedMemberContext.Provider>;
}

export const useRenderedMember = () => useContext(RenderedMemberContext);

/**
 * A store's hook whose render on the server (and while hydrating) reads `asRendered(member)` — one
 * object per member, made once — instead of the browser's state. With the store's own methods
 * (`getState`, `setState`, `subscribe`), as zustand's `create` gives them.
 */
export function storeHook<S>(store: StoreApi<S>, asRendered: (member: LoginUserInfo | null) => S) {
  const rendered = new WeakMap<LoginUserInfo, S>();
  let guest: S | undefined;
  const snapshotFor = (member: LoginUserInfo | null): S => {
    if (!member) {
      guest ??= asRendered(null);
      return guest;
    }
    let state = rendered.get(member);
    if (!state) {
      state = asRendered(member);
      rendered.set(member, state);
    }
    return state;
  };
  function useBoundStore(): S;
  function useBoundStore<T>(selector: (state: S) => T): T;
  // biome-ignore lint/correctness/noComponentHookFactories: one hook per store, made once at module load (as zustand's create does)
  function useBoundStore<T>(selector: (state: S) => T = (s) => s as unknown as T): T {
    const member = useRenderedMember();
    return useSyncExternalStore(
      store.subscribe,
      () => selector(store.getState()),
      () => selector(snapshotFor(member)),
    );
  }
  return Object.assign(useBoundStore, store);
}
