import { afterEach, vi } from "vitest";
import { initI18n } from "../lib/i18n/i18n";

// The unit tests share one module graph per worker (isolate: false): each file starts from the
// app's defaults, whatever the file before it left.
vi.mock("zustand");

// Every Zustand store back to its initial state after each test (__mocks__/zustand.ts records them).
afterEach(async () => {
  const { storeResetFns } = (await import("zustand")) as unknown as { storeResetFns: Set<() => void> };
  for (const reset of storeResetFns) reset();
});

// Korean, the default language, at the start of every file.
await initI18n("ko").changeLanguage("ko");
