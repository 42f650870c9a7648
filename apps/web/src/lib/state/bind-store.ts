import {
  createStore,
  type StateCreator,
  type StoreApi,
  type StoreMutatorIdentifier,
  type UseBoundStore,
  useStore,
} from "zustand";
import { useHydrated } from "../ssr/settled";

/**
 * What zustand's `create` does, keeping the store itself in reach: the hook reads `store`, so a
 * change to `store.getInitialState` (the snapshot of a server render and of hydration) reaches
 * every hook (app/ssr/member-state.ts). `create`'s hook only holds copies of the store's methods.
 *
 * Until the hydrated page has settled (lib/ssr/settled.tsx), the hook reads the store's initial
 * state, as the server did: the browser's own state (persisted, or set while hydrating) then comes
 * in the settling transition, in short slices, instead of a synchronous render of the whole page
 * after hydration (decision 316).
 */
export function bindStore<T extends StoreApi<unknown>>(store: T): UseBoundStore<T> {
  // The store as the server saw it: same subscription, initial state only (read at each call, as
  // member-state.ts swaps `getInitialState`).
  const asServer = {
    subscribe: store.subscribe,
    getState: () => store.getInitialState(),
    getInitialState: () => store.getInitialState(),
  } as unknown as T;
  // biome-ignore lint/correctness/noComponentHookFactories: one hook per store, made once at module load (as zustand's create does)
  const useBound = (selector?: (state: ReturnType<T["getState"]>) => unknown) =>
    useStore(useHydrated() ? store : asServer, selector as (state: unknown) => unknown);
  Object.assign(useBound, store);
  return useBound as UseBoundStore<T>;
}

/** zustand's `create`, through `bindStore`: the app's stores are made with this. */
export function create<S>() {
  return <Mos extends [StoreMutatorIdentifier, unknown][] = []>(initializer: StateCreator<S, [], Mos>) =>
    bindStore(createStore<S>()(initializer));
}
