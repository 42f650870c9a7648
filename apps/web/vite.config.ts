import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";
import { startClosure } from "./build/start-closure";
import { startGroup } from "./build/start-group";

const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
/** Library families that main.tsx loads before the app (decision 310). */
const VENDOR_CHUNKS: [string, RegExp][] = [
  ["react", pkg("react|react-dom|scheduler")],
  ["router", pkg("react-router|cookie|set-cookie-parser")],
  ["query", pkg("@tanstack/query-core|@tanstack/react-query")],
  ["i18n", pkg("i18next|react-i18next|html-parse-stringify|void-elements")],
];

const loadedAtStart = startClosure();
/** The app modules only the start needs first: one chunk instead of ~40 small ones (decision 317). */
const startModules = startGroup();
/** The libraries and the app's start: almost all their code runs during the start (decision 316). */
const EAGER_CHUNKS = new Set(["react", "router", "query", "i18n", "start"]);

const API_TARGET = process.env.VITE_API_TARGET ?? "http://127.0.0.1:3000";
const proxied = { target: API_TARGET, changeOrigin: false };

/**
 * `VITE_PUB_PAGES=true` keeps the publisher-review pages (/pub*) outside the landing fallback.
 * The environment is fixed at production, so the flag is only set for local review builds.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The server render's build (decision 310) is loaded by the API from disk: nothing to compress.
  plugins: isSsrBuild ? [react()] : [startModules.plugin, loadedAtStart.plugin, react(), precompress()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@fonts": fileURLToPath(
        new URL("../../node_modules/pretendard/dist/web/variable/woff2-dynamic-subset", import.meta.url),
      ),
    },
  },
  base: "/",
  // The server render's bundle carries its libraries: it runs wherever the build is put (a
  // temporary folder in the bench, a deployment), with no node_modules beside it (decision 310).
  ssr: { noExternal: true },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // Font slices stay files (the browser fetches only the unicode ranges a page uses); inlining the
    // small ones would put them in the CSS every page downloads.
    assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
    // A lazy import's preload list leaves out what the app's start has loaded before any page can
    // be imported (decision 313); index.html keeps its own list.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === "js" ? deps.filter((dep) => !loadedAtStart.files.has(dep)) : deps,
    },
    // React in a chunk of its own: main.tsx evaluates it in a task of its own before the app
    // (decision 310); the other libraries every page runs each get one chunk too.
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            // V8's explicit compile hint (Chrome 136+): these chunks are compiled while they download,
            // off the main thread, instead of function by function on first call inside the start's
            // tasks (decision 316). After minification, so the comment stays first in the file.
            postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? "//# allFunctionsCalledOnLoad" : ""),
            codeSplitting: {
              // A group takes only the modules its test names: the start group must not pull in what
              // an earlier step of main.tsx imports (build/start-group.ts).
              includeDependenciesRecursively: false,
              groups: [
                ...VENDOR_CHUNKS.map(([name, test]) => ({ name, test, priority: 20 })),
                { name: "start", test: startModules.test, priority: 10 },
              ],
            },
          },
        },
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    proxy: {
      "^/[a-z]+-api/": proxied,
      "/healthz": proxied,
      "/sandbox": proxied,
    },
  },
  preview: {
    host: "127.0.0.1",
    port: 4173,
  },
}));
