import { t } from "../i18n/i18n";
import { ApiError } from "./errors";
import { saveTokensFromHeaders } from "./tokens";
import { unescapeDeep } from "./unescape";

/** SPEC §9: HTTP time-out. */
export const HTTP_TIMEOUT_MS = 10_000;

/** The fetch every call goes through: the browser's, or in the server render the API in-process. */
let fetchImpl: typeof fetch = (input, init) => fetch(input, init);

export function setFetch(impl: typeof fetch): void {
  fetchImpl = impl;
}

export type RawResponse = { status: number; ok: boolean; body: unknown };

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return unescapeDeep(JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

/**
 * One fetch with a time-out covering the whole exchange (headers and body). Token headers of the
 * response are stored; the body comes back parsed and unescaped. Time-outs and network failures
 * become ApiErrors of kind 'timeout' / 'network'.
 */
export async function send(url: string, init: RequestInit, timeoutMs = HTTP_TIMEOUT_MS): Promise<RawResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const res = await fetchImpl(url, { ...init, signal: controller.signal });
    saveTokensFromHeaders(res.headers);
    const body = await readBody(res);
    return { status: res.status, ok: res.ok, body };
  } catch (e) {
    if (e instanceof ApiError) throw e;
    if (timedOut) throw new ApiError(t("errors:retryShortly"), { kind: "timeout", data: e });
    throw new ApiError(t("errors:retryShortly"), { kind: "network", data: e });
  } finally {
    clearTimeout(timer);
  }
}
