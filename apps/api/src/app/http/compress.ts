import { gzipSync } from "node:zlib";
import type { Context } from "hono";
import { requestHeader } from "./client-addr";
import type { AppEnv } from "./context";

const COMPRESSIBLE = /json|svg|text\/|javascript/;
/** Below this a gzip copy saves less than it costs. */
export const MIN_GZIP_BYTES = 1024;

/** Whether the answer to this request may be gzipped. */
export function acceptsGzip(c: Context<AppEnv>): boolean {
  return c.req.method !== "HEAD" && /\bgzip\b/.test(requestHeader(c, "accept-encoding") ?? "");
}

/**
 * Gzips API answers (JSON, label art) over 1 KB for a client that accepts gzip. Hono's `compress`
 * streams through CompressionStream and costs most of a small answer's time even when nothing is
 * compressed (docs/decisions/377); this checks the header first and compresses a finished body
 * in one synchronous call. A strong ETag becomes weak, as the bytes differ from the identity body.
 * Runs after the answer is made (pipeline.ts), for answers the router did not encode itself: the
 * router's JSON answers are gzipped (or not) as they are made (answer-headers.ts), as reading one
 * back here would turn @hono/node-server's lightweight answer into a full Response (decision 454).
 */
export async function compressAnswer(c: Context<AppEnv>): Promise<void> {
  if (c.get("answer")?.encoded || !acceptsGzip(c)) return;
  const res = c.res;
  if (!res.body || res.status === 204 || res.status === 304) return;
  if (res.headers.has("content-encoding") || !COMPRESSIBLE.test(res.headers.get("content-type") ?? "")) return;
  const body = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.append("Vary", "Accept-Encoding");
  // Unset first: Hono's res setter would copy the old answer's headers over the new one.
  c.res = undefined;
  if (body.length < MIN_GZIP_BYTES) {
    c.res = new Response(body, { status: res.status, headers });
    return;
  }
  const etag = headers.get("etag");
  if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
  headers.set("content-encoding", "gzip");
  headers.delete("content-length");
  c.res = new Response(gzipSync(body, { level: 6 }), { status: res.status, headers });
}
