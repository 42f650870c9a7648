import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

/**
 * The DOM tests' after-each: unmount what was rendered, empty the storages. Each test file's set-up
 * calls it: the files share one module graph (isolate: false), so a hook registered only when a
 * module is first evaluated would run for the first file alone. Registering it twice is harmless.
 */
export function registerDomHooks(): void {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
