import { fileURLToPath, URL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress.ts";

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
    // Router's request handler.
    rolldownOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
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
