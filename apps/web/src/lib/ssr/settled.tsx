import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from "react";

/**
 * Whether what only the browser knows (localStorage, the chosen store, viewed goods, the member's
 * counts) may be shown. False in a server render, while the browser hydrates it and until a
 * transition right after; true in every other render (decisions 310, 316). Store hooks read the
 * initial state until then (lib/state/bind-store.ts); a component rendering something only the
 * browser knows renders it once this is true, so the hydrated markup matches the server's.
 *
 * Why not `useSyncExternalStore` with a server snapshot: when the browser's snapshot differs from
 * the server's after hydration, React renders the page again synchronously, as one task that
 * cannot yield (20–30 ms on product detail, four times that on a phone). A context that changes in
 * a transition renders the same update in slices of a few milliseconds.
 */
const SettledContext = createContext(true);

export function useHydrated(): boolean {
  return useContext(SettledContext);
}

/**
 * Around the app. `hydrating`: the tree hydrates a server render (or is that render), so it starts
 * unsettled and settles in a transition once the hydration has committed.
 */
export function SettleAfterHydration({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [settled, setSettled] = useState(!hydrating);
  useEffect(() => {
    if (!settled) startTransition(() => setSettled(true));
  }, [settled]);
  return <SettledContext.Provider value={settled}>{children}</SettledContext.Provider>;
}
