// Zustand's documented test set-up (zustand docs, "Testing"): every store the tests create is
// recorded with its initial state, and src/test/reset-stores.ts puts each back after every test.
// The unit tests share one module graph per worker (isolate: false), so without this a store's
// state would leak from one test file into the next.
import { vi } from "vitest";
import type * as Zustand from "zustand";

export * from "zustand";

const actual = await vi.importActual<typeof Zustand>("zustand");

export const storeResetFns = new Set<() => void>();

const createUncurried = <T>(stateCreator: Zustand.StateCreator<T>) => {
  const store = actual.create(stateCreator);
  const initialState = store.getInitialState();
  storeResetFns.add(() => store.setState(initialState, true));
  return store;
};

export const create = (<T>(stateCreator: Zustand.StateCreator<T>) =>
  typeof stateCreator === "function" ? createUncurried(stateCreator) : createUncurried) as typeof Zustand.create;

const createStoreUncurried = <T>(stateCreator: Zustand.StateCreator<T>) => {
  const store = actual.createStore(stateCreator);
  const initialState = store.getInitialState();
  storeResetFns.add(() => store.setState(initialState, true));
  return store;
};

export const createStore = (<T>(stateCreator: Zustand.StateCreator<T>) =>
  typeof stateCreator === "function"
    ? createStoreUncurried(stateCreator)
    : createStoreUncurried) as typeof Zustand.createStore;
