import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address: the socket peer, or — only behind a trusted proxy — the last
 * X-Forwarded-For entry (the one that proxy appended; earlier entries are client-supplied).
 */
export function clientAddressOf(c: Context, trustProxy: boolean): string {
  let addr = "unknown";
  try {
    addr = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Not served by @hono/node-server (e.g. app.request in a script): no socket to read.
  }
  if (trustProxy) {
    const forwarded = requestHeader(c, "x-forwarded-for");
    const last = forwarded
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (last) addr = last;
  }
  return addr;
}

type NodeIncoming = { headers?: Record<string, string | string[] | undefined> };

/**
 * A request header (lower-case name) from Node's own header object when there is one, so no
 * `Headers` object is built for the request; otherwise from the Request.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: NodeIncoming } | undefined)?.incoming;
  if (!incoming?.headers) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
