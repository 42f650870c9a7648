import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";

/**
 * The caller's address: the socket peer, or — only behind a trusted proxy — the last
 * X-Forwarded-For entry (the one that proxy appended; earlier entries are client-supplied).
 */
export function clientAddress(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let addr = "unknown";
    try {
      addr = getConnInfo(c).remote.address ?? "unknown";
    } catch {
      // Not served by @hono/node-server (e.g. app.request in a script): no socket to read.
    }
    if (trustProxy) {
      const forwarded = c.req.header("x-forwarded-for");
      const last = forwarded
        ?.split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .at(-1);
      if (last) addr = last;
    }
    c.set("clientAddr", addr);
    await next();
  };
}
