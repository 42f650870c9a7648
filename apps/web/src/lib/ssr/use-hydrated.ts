import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server render and while the browser hydrates it, true from the next render on. For
 * what only the browser knows (localStorage, the chosen store, viewed goods): render it when this
 * is true, so the hydrated markup matches the server's (decision 310).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
