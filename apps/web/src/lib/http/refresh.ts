import { endpointUrl, RESULT_SUCCESS } from "@cellar/contracts/client";
import { t } from "../i18n/i18n";
import { resetSession } from "./config";
import { ApiError } from "./errors";
import { readTokens, tokenHeaders } from "./tokens";
import { send } from "./transport";

let inFlight: Promise<void> | null = null;

async function refreshOnce(): Promise<void> {
  if (!readTokens()["x-ref-token"]) return fail(401, "");
  const res = await send(endpointUrl("refresh"), {
    method: "POST",
    headers: { "Content-Type": "application/json", ...tokenHeaders() },
  });
  const code = (res.body as { code?: unknown } | null)?.code;
  if (!res.ok || code !== RESULT_SUCCESS) return fail(res.status, typeof code === "string" ? code : "");
}

function fail(status: number, code: string): never {
  resetSession("refreshFailed");
  throw new ApiError(t("errors:session.refreshFailed"), { status, code, kind: "http" });
}

/**
 * Single-flight token refresh (SPEC §4). Every request that failed with an expiry code awaits the
 * same refresh and replays afterwards. A request that went out with an access token that has
 * already been replaced skips the refresh and simply replays with the new one.
 * A refused refresh resets the session ('refreshFailed'); a time-out or network failure of the
 * refresh itself rejects as such and keeps the tokens (they may still be good).
 */
export function refreshTokens(accessTokenUsed: string | null): Promise<void> {
  const current = readTokens()["x-scm-token"];
  if (!inFlight && current && current !== accessTokenUsed) return Promise.resolve();
  inFlight ??= refreshOnce().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
