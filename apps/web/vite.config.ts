import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const API_TARGET = process.env.VITE_API_TARGET ?? "http://127.0.0.1:3000";
const proxied = { target: API_TARGET, changeOrigin: false };

/**
 * `VITE_PUB_PAGES=true` keeps the publisher-review pages (/pub*) outside the landing fallback.
 * The environment is fixed at production, so the flag is only set for local review builds.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "@fonts": fileURLToPath(new URL("../../node_modules/pretendard/dist/web/static/woff2-subset", import.meta.url)),
    },
  },
  base: "/",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
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
});
