import "./styles/index.css";

/*
 * A page the server rendered is painted before the app's code runs: the code (React, the router,
 * the page) is evaluated and hydrates it right after the first contentful paint (decision 310).
 * Nothing else is imported here, so nothing runs before that paint. An empty page (the browser
 * renders it) starts at once; the timer covers a web view that paints nothing while hidden.
 */
/**
 * Loads every Pretendard slice the page's text needs, then switches the page to it in one step: one
 * relayout instead of one per slice as each arrives (decision 314). Text of later pages swaps in
 * slice by slice, as `font-display: swap` does.
 */
async function applyWebFont() {
  try {
    await import("./styles/fonts.css");
    await document.fonts?.load('400 16px "Pretendard"', document.body.textContent || "가");
  } catch (e) {
    console.warn("[fonts] Pretendard did not load; the system font stays", e);
  }
  document.documentElement.classList.add("fonts-ready");
}

let started = false;
const start = () => {
  if (started) return;
  started = true;
  // Pretendard is declared after the first paint too: the page paints in the system font at once,
  // and no font download competes with the page's first image (decision 312).
  void applyWebFont();
  // React first (the largest library, evaluated in a task of its own), then the app. Only a
  // namespace this small is imported here: a library's whole namespace would defeat tree-shaking.
  import("react-dom/client")
    .then(() => import("./app/start"))
    .catch(async (e: unknown) => {
      console.error("[start] the app failed to load", e);
      // A deployment replaced the files (SPEC §8): the chunk-error recovery, or at least a reload.
      try {
        (await import("./lib/chunk-error")).recoverFromChunkError(e);
      } catch {
        // Same guard as lib/chunk-error.ts: at most one reload per 5 s.
        const key = "cellar:chunkRecoveryAt";
        const last = Number(sessionStorage.getItem(key)) || 0;
        if (Date.now() - last < 5000) return;
        sessionStorage.setItem(key, String(Date.now()));
        window.location.reload();
      }
    });
};
if (document.getElementById("root")?.hasChildNodes()) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, 1000);
} else {
  start();
}
