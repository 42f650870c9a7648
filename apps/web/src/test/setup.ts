import "@testing-library/jest-dom/vitest";
import { DEFERRED_NAMESPACES, initI18n, loadNamespaces } from "../lib/i18n/i18n";
import { registerDomHooks } from "./dom-hooks";

registerDomHooks();

// Component tests render screens outside their pages: every deferred namespace is loaded up front.
initI18n();
await loadNamespaces(DEFERRED_NAMESPACES);
