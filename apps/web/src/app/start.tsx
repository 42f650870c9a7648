import { type ReactNode, StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { isInApp } from "../lib/bridge/bridge";
import { nextTask } from "../lib/dom/next-task";
import { i18nReady } from "../lib/i18n/i18n";
import { App } from "./app";
import { bootstrap } from "./bootstrap";
import { loadLanding } from "./browser-fallback/landing-loader";
import { PUB_PAGES_ALLOWED } from "./env";
import { takeServerMarkup } from "./ssr/server-markup";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

// The server rendered this page (decision 310) when it wrote its state; hydrate it when the
// browser would show the same, else render from scratch. The start is cut into tasks of their own
// (loading the page's modules, bootstrapping, hydrating), so that none holds the main thread long
// enough to delay a tap (decision 314).
const [server] = await Promise.all([
  takeServerMarkup(PUB_PAGES_ALLOWED),
  // An ordinary browser gets the landing screen (SPEC §1): its code first, so it renders at once.
  isInApp() ? null : loadLanding(),
]);
await nextTask();
const { router, queryClient } = await bootstrap(server);
// Korean is bundled; English (localStorage.lang = "en") arrives as its own chunks before the first paint.
await i18nReady();
await nextTask();

const app: ReactNode = (
  <StrictMode>
    <App router={router} queryClient={queryClient} hydrating={server !== null} />
  </StrictMode>
);
// A transition: the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole page.
startTransition(() => {
  if (server) {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn("[ssr] the server's markup was replaced", error),
    });
  } else {
    container.textContent = "";
    createRoot(container).render(app);
  }
});
