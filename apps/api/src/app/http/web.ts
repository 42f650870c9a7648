import { existsSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";

const HASHED_ASSET = /^\/assets\//;

/**
 * Serves the built web app: files from dist, hashed /assets/* cached for a year, index.html never
 * cached, and index.html for every other GET (SPA history routing). API paths never get here.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string): void {
  const indexFile = join(distDir, "index.html");
  // Built on first use: the dist folder may appear after the server started (npm run build).
  let handlers: { files: MiddlewareHandler; shell: MiddlewareHandler } | undefined;
  const build = () => ({
    files: serveStatic({
      root: distDir,
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
      path: "index.html",
      onFound: (_p, c) => c.header("Cache-Control", "no-cache"),
    }),
  });

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    if (!existsSync(indexFile)) {
      return c.text("web app not built: run npm run build", 503, { "Cache-Control": "no-store" });
    }
    handlers ??= build();
    const { files, shell } = handlers;
    const fromFile = await files(c, async () => {});
    if (fromFile) return fromFile;
    // A missing hashed asset is a real 404, not the app shell (stale chunks must fail loudly).
    if (HASHED_ASSET.test(c.req.path)) return c.text("not found", 404);
    return (await shell(c, next)) ?? next();
  });
}
