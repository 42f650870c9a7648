import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { DEFERRED_NAMESPACES, initI18n, loadNamespaces } from "../lib/i18n/i18n";

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// Component tests render screens outside their pages: every deferred namespace is loaded up front.
initI18n();
await loadNamespaces(DEFERRED_NAMESPACES);
