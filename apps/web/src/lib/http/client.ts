import {
  type EndpointBody,
  type EndpointName,
  type EndpointParams,
  type EndpointQuery,
  type Envelope,
  ERRORS,
  endpointRoutes,
  endpointUrl,
  REFRESH_CODES,
  RESULT_SUCCESS,
  type ResponseOf,
} from "@cellar/contracts/client";
import { t } from "../i18n/i18n";
import { useGlobalState } from "../state/global-state";
import { resetSession } from "./config";
import { ApiError } from "./errors";
import { failureMessage } from "./messages";
import { withQuery } from "./query-string";
import { refreshTokens } from "./refresh";
import { readTokens, tokenHeaders } from "./tokens";
import { send } from "./transport";

export { configureHttp, type SessionResetReason } from "./config";
export { HTTP_TIMEOUT_MS } from "./transport";

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export type RequestOptions = {
  method: HttpMethod;
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  /** No spinner counting. */
  hidden?: boolean;
  /** Failures never open the global popup; they only log and reject. */
  silent?: boolean;
  timeoutMs?: number;
};

/**
 * On the server (a page's loader, app/routes/prefetch.ts) a call only answers or fails: the browser
 * owns the session (refresh, reset), the popup and the spinner, and the stores are shared by every
 * request there.
 */
const ON_SERVER = typeof window === "undefined";

const isRefreshCode = (code: unknown): code is string =>
  typeof code === "string" && (REFRESH_CODES as readonly string[]).includes(code);

async function attempt<T>(opts: RequestOptions, retried: boolean): Promise<Envelope<T>> {
  const tokenUsed = readTokens()["x-scm-token"];
  const isGet = opts.method === "GET";
  // A GET cannot carry a body: its payload travels as query parameters.
  const query =
    isGet && opts.data && typeof opts.data === "object" && !Array.isArray(opts.data)
      ? { ...opts.params, ...opts.data }
      : opts.params;
  // A FormData body (the review photo upload) goes as multipart; the browser sets its boundary.
  const isForm = typeof FormData !== "undefined" && opts.data instanceof FormData;
  const res = await send(
    withQuery(opts.url, query),
    {
      method: opts.method,
      headers: isForm ? tokenHeaders() : { "Content-Type": "application/json", ...tokenHeaders() },
      body: isForm
        ? (opts.data as FormData)
        : !isGet && opts.data !== undefined
          ? JSON.stringify(opts.data)
          : undefined,
    },
    opts.timeoutMs,
  );
  const body = res.body as Partial<Envelope<T>> | null;
  const code = typeof body?.code === "string" ? body.code : undefined;
  const message = typeof body?.message === "string" ? body.message : undefined;
  const failure = (kind: "http" | "code") =>
    new ApiError(failureMessage(res.status, code, message), { status: res.status, code, data: body?.data, kind });

  if (isRefreshCode(code)) {
    if (ON_SERVER) throw failure(res.ok ? "code" : "http");
    if (retried) {
      if (code === ERRORS.duplicateLogin.code) resetSession("duplicateLogin");
      throw failure(res.ok ? "code" : "http");
    }
    await refreshTokens(tokenUsed);
    return attempt<T>(opts, true);
  }
  if (code === ERRORS.nonMember.code) {
    if (!ON_SERVER) resetSession("nonMember");
    throw failure(res.ok ? "code" : "http");
  }
  if (!res.ok) throw failure("http");
  if (!body || code === undefined) {
    throw new ApiError(t("errors:http.other"), { status: res.status, data: body, kind: "http" });
  }
  return body as Envelope<T>;
}

/** Which failures open the global popup: see docs/decisions/020-http-failure-popup.md. */
function opensPopup(e: unknown): boolean {
  if (!(e instanceof ApiError)) return true;
  return e.kind === "timeout" || e.kind === "network" || (e.kind === "http" && e.status >= 500);
}

function report(e: unknown, opts: RequestOptions): void {
  const where = `${opts.method} ${opts.url}`;
  if (ON_SERVER) return;
  if (!opts.silent && opensPopup(e)) {
    console.error(`[http] ${where} failed`, e);
    useGlobalState.getState().showError();
  } else {
    console.warn(`[http] ${where} failed`, e);
  }
}

/**
 * One API call (SPEC §7/§8): JSON, tokens from localStorage, repeated array keys, response tokens
 * stored, entities unescaped, 10 s time-out, spinner counting, single-flight refresh with one retry.
 * Resolves with the envelope as the server sent it; rejects with an ApiError.
 */
export async function request<T>(opts: RequestOptions): Promise<Envelope<T>> {
  const counted = !opts.hidden && !ON_SERVER;
  if (counted) useGlobalState.getState().startLoading();
  try {
    return await attempt<T>(opts, false);
  } catch (e) {
    report(e, opts);
    throw e;
  } finally {
    if (counted) useGlobalState.getState().endLoading();
  }
}

type CallFlags = {
  /** No spinner counting. */
  hidden?: boolean;
  /** Failures never open the global popup; they only log and reject. */
  silent?: boolean;
  timeoutMs?: number;
};
/** `data`: the endpoint's body, required when it has one and refused when not (every GET). */
type BodyOption<N extends EndpointName> = [EndpointBody<N>] extends [never]
  ? { data?: never }
  : { data: EndpointBody<N> };
/** `params`: the endpoint's query, required when a field of it is. */
type QueryOption<N extends EndpointName> = [EndpointQuery<N>] extends [never]
  ? { params?: never }
  : Record<string, never> extends EndpointQuery<N>
    ? { params?: EndpointQuery<N> }
    : { params: EndpointQuery<N> };
/** `pathParams`: the `:name`s of the endpoint's path, required when it has any. */
type PathOption<N extends EndpointName> = [EndpointParams<N>] extends [never]
  ? { pathParams?: never }
  : { pathParams: EndpointParams<N> };

/**
 * The options of `callEndpoint(name, …)`, typed from the contracts table (docs/decisions/374):
 * a wrong or missing field of the body, query or path fails the type check.
 */
export type CallOptions<N extends EndpointName> = CallFlags & BodyOption<N> & QueryOption<N> & PathOption<N>;

/** The options argument, which may be left out when nothing in it is required. */
type CallArgs<N extends EndpointName> =
  Record<string, never> extends CallOptions<N> ? [opts?: CallOptions<N>] : [opts: CallOptions<N>];

/** Calls an endpoint of the contracts table and unwraps `data`; a code other than '0000' rejects. */
export async function callEndpoint<N extends EndpointName>(name: N, ...[opts]: CallArgs<N>): Promise<ResponseOf<N>> {
  // The types above checked the shapes; at run time every endpoint's options are alike.
  const { pathParams, ...rest } = (opts ?? {}) as CallFlags & {
    pathParams?: Record<string, string | number>;
    params?: Record<string, unknown>;
    data?: unknown;
  };
  const env = await request<ResponseOf<N>>({
    method: endpointRoutes[name].method,
    url: endpointUrl(name, pathParams),
    ...rest,
  });
  if (env.code !== RESULT_SUCCESS) {
    const error = new ApiError(env.message || t("errors:http.other"), {
      status: 200,
      code: env.code,
      data: env.data,
      kind: "code",
    });
    console.warn(`[http] ${name} answered ${env.code}`, error.message);
    throw error;
  }
  return env.data;
}
