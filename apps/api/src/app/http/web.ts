import { existsSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { createPageRenderer, type PageRenderer } from "./web-ssr";

const HASHED_ASSET = /^\/assets\//;
/** Build bookkeeping (the Vite manifest) is not served. */
const PRIVATE = /^\/\.vite\//;
/** A page address (no file extension): rendered on the server when the build can. */
const PAGE_PATH = /^[^.]*$/;

type Logger = { warn: (obj: object, msg: string) => void };

/**
 * Serves the built web app: files from dist, hashed /assets/* cached for a year, index.html never
 * cached, and index.html for every other GET (SPA history routing). API paths never get here.
 * Text files are served from the `.br`/`.gz` copies the build writes, by Accept-Encoding. Page
 * addresses are rendered on the server when the build has its server entry (decision 310), the
 * page's calls answered by `app` in-process.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string, logger: Logger): void {
  const indexFile = join(distDir, "index.html");
  // Built on first use: the dist folder may appear after the server started (npm run build).
  let handlers: { files: MiddlewareHandler; shell: MiddlewareHandler; render: PageRenderer | null } | undefined;
  const apiFetch: typeof fetch = (input, init) =>
    Promise.resolve(app.fetch(new Request(new URL(String(input), "http://127.0.0.1"), init)));
  const build = () => ({
    render: createPageRenderer(distDir, apiFetch, logger),
    files: serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (path, c) => {
        const cache =
          path === indexFile
            ? "no-cache"
            : HASHED_ASSET.test(c.req.path)
              ? "public, max-age=31536000, immutable"
              : "public, max-age=3600";
        c.header("Cache-Control", cache);
      },
    }),
    shell: serveStatic({
      root: distDir,
      precompressed: true,
      path: "index.html",
      onFound: (_p, c) => c.header("Cache-Control", "no-cache"),
    }),
  });

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    if (!existsSync(indexFile)) {
      return c.text("web app not built: run npm run build", 503, { "Cache-Control": "no-store" });
    }
    if (PRIVATE.test(c.req.path)) return c.text("not found", 404);
    handlers ??= build();
    const { files, shell, render } = handlers;
    if (render && c.req.method === "GET" && PAGE_PATH.test(c.req.path)) {
      const page = await render(c);
      if (page) return page;
    }
    const fromFile = await files(c, async () => {});
    if (fromFile) return fromFile;
    // A missing hashed asset is a real 404, not the app shell (stale chunks must fail loudly).
    if (HASHED_ASSET.test(c.req.path)) return c.text("not found", 404);
    return (await shell(c, next)) ?? next();
  });
}
