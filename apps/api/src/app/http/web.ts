import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { SESSION_COOKIE } from "@cellar/contracts";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { type RichContentPurifier, richContentPurifier } from "../rich-content";
import type { AppEnv } from "./context";
import { type CspExtras, securityHeaderRecord } from "./security";

const HASHED_ASSET = /^\/assets\//;

type Logger = { error: (obj: object, msg: string) => void };

/** What the web build's server entry exports (apps/web/server/app.ts). */
type WebHandler = (request: Request, options: { token: string | null; nonce: string }) => Promise<Response>;
type WebServerBuild = { createWebHandler: (apiFetch: typeof fetch, purifier: RichContentPurifier) => WebHandler };

/**
 * Serves the built web app (decision 372), from `distDir` as React Router's build writes it:
 * - `client/`: the browser's files, hashed /assets/* cached for a year (a missing one is a 404),
 *   sent as the `.br`/`.gz` copy the build wrote when the browser accepts it;
 * - every other GET is a page (or React Router's own data or manifest request): the server build's
 *   handler renders it, its loaders reaching this API in-process with the session cookie's token.
 *   A page is never cached (it is rendered for its member), its inline scripts carry a nonce of
 *   this answer in its CSP, and it is gzipped as it streams.
 * API paths never get here.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string, logger: Logger, csp: CspExtras): void {
  const clientDir = join(distDir, "client");
  const serverEntry = join(distDir, "server", "index.js");
  const apiFetch: typeof fetch = (input, init) =>
    Promise.resolve(app.fetch(new Request(new URL(String(input), "http://127.0.0.1"), init)));
  // Loaded on first use: the build may appear after the server started (npm run build).
  let handler: Promise<WebHandler> | undefined;
  const loadHandler = async () => {
    const build = (await import(pathToFileURL(serverEntry).href)) as WebServerBuild;
    // The server render sanitises rich content with the API's DOMPurify on jsdom (decision 379).
    return build.createWebHandler(apiFetch, richContentPurifier());
  };
  /** The handler, loaded once; a load that failed is tried again on the next page. */
  const pageHandler = () => {
    handler ??= loadHandler().catch((error: unknown) => {
      handler = undefined;
      throw error;
    });
    return handler;
  };
  const siteCsp = securityHeaderRecord(csp).then((headers) => headers["content-security-policy"] ?? "");
  // Made on first use too: serveStatic checks its folder when made.
  let files: MiddlewareHandler | undefined;
  const staticFiles = () =>
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header(
          "Cache-Control",
          HASHED_ASSET.test(c.req.path) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });

  app.on(["GET", "HEAD"], "*", async (c) => {
    if (!existsSync(serverEntry)) {
      return c.text("web app not built: run npm run build", 503, { "Cache-Control": "no-store" });
    }
    files ??= staticFiles();
    const fromFile = await files(c, async () => {});
    if (fromFile) return fromFile;
    // A missing hashed asset is a real 404, not a page (stale chunks must fail loudly).
    if (HASHED_ASSET.test(c.req.path)) return c.text("not found", 404);
    try {
      const nonce = randomBytes(16).toString("base64");
      const page = await (await pageHandler())(c.req.raw, { token: getCookie(c, SESSION_COOKIE) || null, nonce });
      return await pageAnswer(c, page, (await siteCsp).replace("script-src ", `script-src 'nonce-${nonce}' `));
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error), path: c.req.path }, "page failed");
      return c.text("the page could not be shown; try again shortly", 500, { "Cache-Control": "no-store" });
    }
  });
}

/** The rendered page with its headers: its own CSP, never cached, gzipped for a browser that takes it. */
async function pageAnswer(c: Context<AppEnv>, page: Response, csp: string): Promise<Response> {
  const headers = new Headers(page.headers);
  headers.set("Content-Security-Policy", csp);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-cache");
  const html = headers.get("Content-Type")?.startsWith("text/html") ?? false;
  if (!html || !page.body || !/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) {
    return new Response(page.body, { status: page.status, headers });
  }
  headers.set("Content-Encoding", "gzip");
  headers.append("Vary", "Accept-Encoding");
  headers.delete("Content-Length");
  return new Response(page.body.pipeThrough(new CompressionStream("gzip")), { status: page.status, headers });
}
