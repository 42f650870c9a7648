import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import { type AnswerHeaderSets, answerHeaderSets, finishAnswer, startAnswer } from "./answer-headers";
import { clientAddressOf } from "./client-addr";
import { compressAnswer } from "./compress";
import type { AppEnv } from "./context";
import { logRequest, requestIdOf, withRequestId } from "./logger";
import type { CspExtras } from "./security";

/** `/xxx-api` and below: what `/:prefix{[a-z]+-api}/*` matched. */
const API_PATH = /^\/[a-z]+-api(\/|$)/;

export type PipelineOptions = {
  trustProxy: boolean;
  logger: Logger;
  /** Outside origins the CSP allows (remarketing script, the map's tiles or provider). */
  csp: CspExtras;
  /** Headers every API answer carries besides the security headers. */
  apiHeaders: Record<string, string>;
  /** The body limit of a non-GET API request (a middleware), by its path. */
  apiBodyLimit: (path: string) => MiddlewareHandler<AppEnv>;
};

/**
 * The per-request steps as two middlewares instead of six (decision 354), in the same order as
 * before: every request — client address, request log, security headers (API headers on API
 * paths); API requests — the body limit (not for GET/HEAD, which have no body), then gzip of the
 * finished answer. Each router middleware costs a matched route, a params object and a promise per
 * request; and none is registered with a pattern (`/:prefix{…}`) the router must try on every path.
 * The API steps are a middleware of their own so that an error in them still reaches Hono's error
 * handler with the headers and the log line after it.
 */
export function requestPipeline(o: PipelineOptions): {
  everyRequest: MiddlewareHandler<AppEnv>;
  apiRequest: MiddlewareHandler<AppEnv>;
} {
  let sets: AnswerHeaderSets | undefined;
  const ready = answerHeaderSets(o.csp, o.apiHeaders).then((s) => {
    sets = s;
    return s;
  });

  const everyRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
    const started = performance.now();
    // The request id (decision 445): the caller's (a load balancer's) or a new one, on every log
    // line written while the request is handled and in the answer's `x-request-id`.
    const reqId = requestIdOf(c.req.header("x-request-id"));
    return withRequestId(reqId, async () => {
      c.set("clientAddr", clientAddressOf(c, o.trustProxy));
      c.set("logger", o.logger);
      const s = sets ?? (await ready);
      const api = API_PATH.test(c.req.path);
      const state = startAnswer(c, api ? s.api : s.site, api);
      await next();
      finishAnswer(c, state);
      setRequestIdHeader(c, reqId);
      logRequest(c, o.logger, started);
    });
  };

  const apiRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!c.get("answer")?.api) return next();
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") {
      await next();
    } else {
      // A refused body is answered by the limit itself (413); otherwise `next` ran the handlers.
      const refused = await o.apiBodyLimit(c.req.path)(c, next);
      if (refused instanceof Response) c.res = refused;
    }
    await compressAnswer(c);
  };

  return { everyRequest, apiRequest };
}

type NodeResponse = { setHeader: (name: string, value: string) => unknown; headersSent: boolean };

/** On Node's response (merged under the answer's own headers), else on the answer itself. */
function setRequestIdHeader(c: Parameters<MiddlewareHandler<AppEnv>>[0], reqId: string): void {
  const outgoing = (c.env as { outgoing?: NodeResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.setHeader === "function") {
    if (!outgoing.headersSent) outgoing.setHeader("x-request-id", reqId);
    return;
  }
  try {
    c.res.headers.set("x-request-id", reqId);
  } catch {
    // An answer with immutable headers (a fetched file) goes without it.
  }
}
