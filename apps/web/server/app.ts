/**
 * The server build's entry (decision 372): React Router's request handler for the web app's pages,
 * which the API mounts (apps/api/src/app/http/web.ts). Loaders reach the API through the same
 * HTTP client and contracts as the browser; here every call goes to `apiFetch` (the API in the same
 * process) with the access token of the page request's session cookie.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import * as build from "virtual:react-router/server-build";
import { ERRORS } from "@cellar/contracts/client";
import type { DOMPurify } from "dompurify";
import { createRequestHandler } from "react-router";
import { provideServerPurifier } from "../src/lib/dom/sanitize";
import { callEndpoint } from "../src/lib/http/client";
import { ApiError } from "../src/lib/http/errors";
import { setFetch } from "../src/lib/http/transport";
import type { ServerSession } from "../src/lib/server/load-context";

export type WebRequestOptions = {
  /** The access token of the request's session cookie, or null. */
  token: string | null;
  /** The CSP nonce the answer's inline scripts carry. */
  nonce: string;
};

export type WebHandler = (request: Request, options: WebRequestOptions) => Promise<Response>;

/**
 * `purifier`: the API's DOMPurify on jsdom, with which the server render sanitises rich content
 * (decision 379); the build carries no jsdom of its own.
 */
export function createWebHandler(apiFetch: typeof fetch, purifier?: DOMPurify): WebHandler {
  if (purifier) provideServerPurifier(purifier);
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

  /** `/api/check` through the web's own client (the same answer, unescaped, as the browser gets). */
  const sessionOf = async (token: string | null): Promise<ServerSession> => {
    if (!token) return { state: "guest", member: null };
    try {
      return { state: "member", member: await callEndpoint("check", { hidden: true, silent: true }) };
    } catch (e) {
      const expired = e instanceof ApiError && e.code === ERRORS.tokenExpired.code;
      return expired ? { state: "expired", member: null } : { state: "guest", member: null };
    }
  };

  // Loaders (and so `session()`) run inside `tokenOfRequest.run`: their calls carry the token.
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
