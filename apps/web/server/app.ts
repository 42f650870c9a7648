/**
 * The server build's entry (decision 372): React Router's request handler for the web app's pages,
 * which the API mounts (apps/api/src/app/http/web.ts). Loaders reach the API through the same
 * HTTP client and contracts as the browser; here every call goes to `apiFetch` (the API in the same
 * process) with the access token of the page request's session cookie.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import * as build from "virtual:react-router/server-build";
import { endpointUrl, type LoginUserInfo, RESULT_SUCCESS } from "@cellar/contracts/client";
import { createRequestHandler } from "react-router";
import { setFetch } from "../src/lib/http/transport";
import type { ServerSession } from "../src/lib/server/load-context";

export type WebRequestOptions = {
  /** The access token of the request's session cookie, or null. */
  token: string | null;
  /** The CSP nonce the answer's inline scripts carry. */
  nonce: string;
};

export type WebHandler = (request: Request, options: WebRequestOptions) => Promise<Response>;

const CHECK_URL = endpointUrl("check");
/** /api/check's code for an expired access token (CONTRACT.md §3). */
const EXPIRED = "SYS9992";

export function createWebHandler(apiFetch: typeof fetch): WebHandler {
  const handle = createRequestHandler(build, "production");
  const tokenOfRequest = new AsyncLocalStorage<string | null>();
  const withToken = (token: string | null, init?: RequestInit): RequestInit | undefined => {
    if (!token) return init;
    const headers = new Headers(init?.headers);
    headers.set("x-scm-token", token);
    return { ...init, headers };
  };
  // Every call a loader makes carries the token of the request it belongs to.
  setFetch((input, init) => apiFetch(input, withToken(tokenOfRequest.getStore() ?? null, init)));

  const sessionOf = async (token: string | null): Promise<ServerSession> => {
    if (!token) return { state: "guest", member: null };
    const res = await apiFetch(CHECK_URL, withToken(token));
    const body = (await res.json().catch(() => null)) as { code?: string; data?: LoginUserInfo } | null;
    if (res.ok && body?.code === RESULT_SUCCESS && body.data) return { state: "member", member: body.data };
    return body?.code === EXPIRED ? { state: "expired", member: null } : { state: "guest", member: null };
  };

  return (request, { token, nonce }) => {
    let session: Promise<ServerSession> | undefined;
    const context = {
      nonce,
      session: () => (session ??= sessionOf(token)),
      member: async () => (await context.session()).member,
    };
    return tokenOfRequest.run(token, () => handle(request, context));
  };
}
