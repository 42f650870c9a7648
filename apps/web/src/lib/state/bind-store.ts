import { type StoreApi, type UseBoundStore, useStore } from "zustand";

/**
 * What zustand's `create` does, keeping the store itself in reach: the hook reads `store`, so a
 * change to `store.getInitialState` (the snapshot of a server render and of hydration) reaches
 * every hook (app/ssr/member-state.ts). `create`'s hook only holds copies of the store's methods.
 */
export function bindStore<T extends StoreApi<unknown>>(store: T): UseBoundStore<T> {
  // biome-ignore lint/correctness/noComponentHookFactories: one hook per store, made once at module load (as zustand's create does)
  const useBound = (selector?: (state: ReturnType<T["getState"]>) => unknown) =>
    useStore(store, selector as (state: unknown) => unknown);
  Object.assign(useBound, store);
  return useBound as UseBoundStore<T>;
}
