// The web-node project's setup (apps/web/vitest.config.ts): pure-logic tests run in Node. A `.ts`
// test that opts into jsdom (`// @vitest-environment jsdom`) gets the web project's whole setup.
import { DEFERRED_NAMESPACES, initI18n, loadNamespaces } from "../lib/i18n/i18n";
import { registerDomHooks } from "./dom-hooks";

if (typeof document !== "undefined") {
  await import("./setup");
  // The import above registers the hooks only the first time it evaluates (one module graph per worker).
  registerDomHooks();
} else {
  // Rules that return texts read them through i18n: every deferred namespace is loaded up front.
  initI18n();
  await loadNamespaces(DEFERRED_NAMESPACES);
}
