import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's render and while the browser hydrates it, true after: a component showing
 * what only the browser knows (localStorage, the chosen store) shows it once this is true, so the
 * hydrated markup matches the server's (React's documented pattern, `useSyncExternalStore` with a
 * server snapshot).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
