import { useSettled } from "./settled";

/**
 * False in the server render and while the browser hydrates it, true once the hydrated page has
 * settled (a transition right after hydration) and in every render that hydrates nothing. For what
 * only the browser knows (localStorage, the chosen store, viewed goods): render it when this is
 * true, so the hydrated markup matches the server's (decisions 310, 316).
 */
export function useHydrated(): boolean {
  return useSettled();
}
