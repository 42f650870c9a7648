import "./styles/index.css";

/** Links to the listed chunks made per task (decision 363). */
const PRELOADS_PER_TASK = 3;
/** The start waits at most this long for the listed chunks (a slow network still starts the app). */
const PRELOAD_WAIT_MS = 3000;

/*
 * A page the server rendered is painted before the app's code runs: the code (React, the router,
 * the page) is evaluated and hydrates it right after the first contentful paint (decision 310).
 * Nothing else is imported here, so nothing runs before that paint. An empty page (the browser
 * renders it) starts at once; the timer covers a web view that paints nothing while hidden.
 */
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // Pretendard is declared after the first paint too: the page paints in the system font at once,
  // and no font download competes with the page's first image (decision 312).
  // The server listed the chunks of the app's start and of this page: asked for all at once, side
  // by side, instead of one import at a time as each module is evaluated (PRELOADS_PER_TASK per
  // task: each link costs the main thread 1–3 ms).
  let listed: string[] = [];
  try {
    // SSR_SCRIPTS_ID of @cellar/contracts/ssr, written out: the entry imports nothing (see above).
    listed = JSON.parse(document.getElementById("cellar-ssr-scripts")?.textContent || "[]");
  } catch {
    // Only a head start: each import still loads what it needs.
  }
  // The app's code is evaluated once they have all arrived (or failed), or after PRELOAD_WAIT_MS:
  // evaluated while the rest of them, the fonts and the images were still arriving, each of its
  // small tasks waited for a CPU behind the browser's own work on those downloads (decision 363).
  const arrived = new Promise<void>((resolve) => {
    let pending = listed.length;
    const settled = () => {
      pending -= 1;
      if (pending === 0) resolve();
    };
    if (pending === 0) resolve();
    setTimeout(resolve, PRELOAD_WAIT_MS);
    const preload = (from: number) => {
      for (const href of listed.slice(from, from + PRELOADS_PER_TASK)) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.href = href;
        link.onload = settled;
        link.onerror = settled;
        document.head.append(link);
      }
      if (from + PRELOADS_PER_TASK < listed.length) setTimeout(preload, 0, from + PRELOADS_PER_TASK);
    };
    preload(0);
  });
  // Both requested at once; the switch to Pretendard is prepared in short tasks (decision 314).
  const declared = import("./styles/fonts.css");
  import("./lib/dom/web-font")
    .then(({ applyWebFont }) => applyWebFont({ declare: () => declared }))
    .catch(() => document.documentElement.classList.add("fonts-ready"));
  // The libraries first, each evaluated in a task of its own (React, React DOM, the router, the
  // query cache, the texts, the HTTP client), then the app: evaluated together they were one task
  // of 20–80 ms (decision 314). Only small namespaces are imported here: a library's whole
  // namespace would defeat tree-shaking.
  const steps = [
    () => import("react"),
    () => import("react-dom/client"),
    () => import("./app/start-steps/router"),
    () => import("./app/start-steps/query"),
    () => import("./lib/i18n/i18n"),
    () => import("./lib/http/client"),
    () => import("./app/start"),
  ];
  steps
    // A task between steps (lib/dom/next-task's nextTask, written out for the same reason).
    .reduce<Promise<unknown>>(
      (done, step) => done.then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(step),
      arrived,
    )
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
