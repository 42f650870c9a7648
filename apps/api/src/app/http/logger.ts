import type { Context } from "hono";
import pino, { type DestinationStream, type Logger } from "pino";
import type { AppEnv } from "./context";

/** Anything that could carry a credential is censored wherever it appears in a log line. */
export const REDACT_PATHS = [
  'headers["x-scm-token"]',
  'headers["x-ref-token"]',
  "headers.authorization",
  "headers.cookie",
  'resHeaders["x-scm-token"]',
  'resHeaders["x-ref-token"]',
  'resHeaders["set-cookie"]',
  "password",
  "pushToken",
  "*.password",
  "*.pushToken",
  "*.loginPassword",
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACT_PATHS, censor: "[REDACTED]" }, base: { app: "cellar-api" } };
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
