import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLanding } from "./app/browser-fallback/landing-loader";
import { namespacesOf } from "./app/routes/page-files";
import { routeNameAt } from "./app/routes/route-handle";
import { installBridgeReceivers, isInApp } from "./lib/bridge/bridge";
import { initI18n, type Language, loadNamespaces } from "./lib/i18n/i18n";

/**
 * The browser's entry (React Router's default, decision 372): the page the server sent is hydrated
 * in the language it was rendered in, once that page's texts (and, outside the app, the landing
 * screen's code) have arrived, so the hydrating render matches the server's and suspends nothing.
 */
installBridgeReceivers();
const renderedIn: Language = document.documentElement.lang === "en" ? "en" : "ko";
initI18n(renderedIn);
// An ordinary browser gets the landing screen (SPEC §1, root.tsx).
const landing = isInApp() ? [] : [loadLanding(), loadNamespaces(["landing"])];
await Promise.all([loadNamespaces(namespacesOf(routeNameAt(window.location.pathname))), ...landing]);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// Pretendard is declared once the page is live: its slices (a Korean page needs 10–14 of them,
// 260–370 KB) then never compete with the page's own files before its first paint. Until they
// arrive the text is in the metric-matched fallback (base.css), so the swap moves nothing.
void import("./styles/fonts.css");
