import type { MiddlewareHandler } from "hono";
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

/** One line per request: method, path (no query string), status, duration; headers only at debug. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    c.set("logger", logger);
    await next();
    const line = {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      addr: c.get("clientAddr"),
    };
    if (logger.isLevelEnabled("debug")) {
      logger.debug(
        {
          ...line,
          headers: Object.fromEntries(c.req.raw.headers),
          resHeaders: Object.fromEntries(c.res.headers),
        },
        "request",
      );
    } else {
      logger.info(line, "request");
    }
  };
}
