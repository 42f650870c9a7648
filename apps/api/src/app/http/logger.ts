import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import pino, { type DestinationStream, type Logger } from "pino";
import type { AppEnv } from "./context";

/**
 * Field names that carry a credential, a secret or card data (decision 445): censored at the top of
 * a log line and one level down (`{ body: { password } }`), whatever logged them.
 */
const SECRET_FIELDS = [
  "password",
  "loginPassword",
  "newPassword",
  "currentPassword",
  "confirmPassword",
  "chgPassword",
  "resetPassword",
  "pushToken",
  "token",
  "accessToken",
  "refreshToken",
  "certToken",
  "moduleToken",
  "tokenSecret",
  "secret",
  "apiKey",
  "mngrApiKey",
  "paymentKey",
  "cardNo",
  "cardNumber",
  "mbrshCardNo",
  "cvc",
  "cardPassword",
  "databaseUrl",
];

/** Anything that could carry a credential is censored wherever it appears in a log line. */
export const REDACT_PATHS = [
  'headers["x-scm-token"]',
  'headers["x-ref-token"]',
  'headers["x-mngr-key"]',
  "headers.authorization",
  "headers.cookie",
  'resHeaders["x-scm-token"]',
  'resHeaders["x-ref-token"]',
  'resHeaders["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `*.${f}`),
];

/** The request being handled, for every line logged while it is (decision 445). */
const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** An incoming `x-request-id` is kept when it is a plain token (a proxy's or a load balancer's id). */
const GOOD_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's id when it is a plain token; else the enclosing request's (the web page's server
 * rendering calls the API in-process: one id for both); else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  if (incoming && GOOD_REQUEST_ID.test(incoming)) return incoming;
  return requestScope.getStore()?.reqId ?? randomUUID();
}

/** Runs the handling of one request with its id attached to every log line written meanwhile. */
export function withRequestId<T>(reqId: string, run: () => T): T {
  return requestScope.run({ reqId }, run);
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: "[REDACTED]" },
    base: { app: "cellar-api" },
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { reqId: scope.reqId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * One line per request: method, path (no query string), status, duration; headers only at debug.
 * Called by the request pipeline once the answer is final (pipeline.ts).
 */
export function logRequest(c: Context<AppEnv>, logger: Logger, started: number): void {
  const debug = logger.isLevelEnabled("debug");
  if (!debug && !logger.isLevelEnabled("info")) return;
  const line = {
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    addr: c.get("clientAddr"),
  };
  if (debug) {
    // Headers added on Node's response (answer-headers.ts) are part of the answer too.
    const outgoing = (c.env as { outgoing?: { getHeaders?: () => Record<string, unknown> } } | undefined)?.outgoing;
    logger.debug(
      {
        ...line,
        headers: Object.fromEntries(c.req.raw.headers),
        resHeaders: { ...outgoing?.getHeaders?.(), ...Object.fromEntries(c.res.headers) },
      },
      "request",
    );
  } else {
    logger.info(line, "request");
  }
}
