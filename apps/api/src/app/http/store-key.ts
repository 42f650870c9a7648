import { timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { requestHeader } from "./client-addr";
import { AppError } from "./errors";

/**
 * The store side's key: every `mngr-api` call sends `x-mngr-key`, compared in constant time with
 * the configured `MNGR_API_KEY`; with no key configured the store side refuses everything.
 */
export function requireStoreKey(c: Context, mngrApiKey: string | undefined): void {
  const sent = Buffer.from(requestHeader(c, "x-mngr-key") ?? "");
  const key = Buffer.from(mngrApiKey ?? "");
  if (!mngrApiKey || sent.length !== key.length || !timingSafeEqual(sent, key)) throw new AppError("forbidden");
}
