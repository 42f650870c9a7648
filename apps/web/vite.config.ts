import { fileURLToPath, URL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress.ts";

const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
/** The libraries every page runs (React, the router, the query cache, texts, stores). */
const EVERY_PAGE_LIBRARIES = pkg(
  "react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|zustand|use-sync-external-store",
);
/**
 * The app's own modules every page shares: the shell, shared widgets and src/lib, but not the texts
 * of other languages, nor what only some pages use and that imports a library (sanitising rich
 * content: DOMPurify; the barcode: JsBarcode), which would bring the library to every page.
 */
const SHELL_MODULES =
  /[\\/]src[\\/](lib[\\/](?!i18n[\\/]resources[\\/]|dom[\\/]sanitize)|components[\\/]ui[\\/](?!barcode)|app[\\/](shell|routes[\\/](paths|route-handle|page-files|route-rules|prefetch)))/;

const API_TARGET = process.env.VITE_API_TARGET ?? "http://127.0.0.1:3000";
const proxied = { target: API_TARGET, changeOrigin: false };

export default defineConfig(({ isSsrBuild, mode }) => ({
  // The browser's files are compressed once at build time (the API serves the .br/.gz copies).
  plugins: [reactRouter(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@fonts": fileURLToPath(
        new URL("../../node_modules/pretendard/dist/web/variable/woff2-dynamic-subset", import.meta.url),
      ),
    },
  },
  // The server build carries its libraries: it runs wherever the build is put (a temporary folder
  // in the bench, a deployment), with no node_modules beside it.
  ssr: { noExternal: true },
  // The libraries it carries (React above all) are their production builds whatever NODE_ENV the
  // API runs with: a build is for production (React's development build renders ~3× slower).
  ...(isSsrBuild && mode === "production" ? { define: { "process.env.NODE_ENV": JSON.stringify("production") } } : {}),
  build: {
    target: "es2022",
    sourcemap: false,
    // Font slices stay files (the browser fetches only the unicode ranges a page uses); inlining the
    // small ones would put them in the CSS every page downloads.
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    // The server build's entry is the handler the API mounts (server/app.ts), around React
    // Router's request handler. In the browser, the libraries every page runs are one chunk and the
    // shell's own modules another, instead of ~60 small shared chunks each a request of its own
    // (Rolldown's `codeSplitting.groups`, decision 372); pages and features stay split by route.
    rolldownOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: "vendor", test: EVERY_PAGE_LIBRARIES, priority: 20 },
                { name: "shell", test: SHELL_MODULES, priority: 10 },
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
}));
