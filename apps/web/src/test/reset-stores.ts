import { afterEach, vi } from "vitest";

// Every Zustand store back to its initial state after each test (__mocks__/zustand.ts records them).
vi.mock("zustand");

afterEach(async () => {
  const { storeResetFns } = (await import("zustand")) as unknown as { storeResetFns: Set<() => void> };
  for (const reset of storeResetFns) reset();
});
