import type { Server } from "node:http";
import type { Logger } from "pino";
import { type JobHost, stopJobs } from "./jobs";
import type { Database } from "./query";
import type { Lifecycle } from "./server";

export type ShutdownParts = {
  server: Server;
  database: Database;
  jobHost: JobHost;
  lifecycle: Lifecycle;
  logger: Logger;
  /** The most a shutdown waits for in-flight requests, then for running job ticks. */
  timeoutMs: number;
};

/**
 * A graceful stop (decision 444), on SIGTERM or SIGINT: `/readyz` answers 503 at once (a load
 * balancer stops sending), the listening socket closes (no new connection), idle keep-alive
 * connections are closed and a busy one after its answer (`Connection: close`), requests in flight
 * are answered — at most `timeoutMs`, then the remaining connections are cut —, the background
 * jobs stop (a running tick is waited for, within the same limit), and the database closes last.
 * Answers true when everything ended within the limits.
 */
export async function shutDownGracefully(p: ShutdownParts): Promise<boolean> {
  p.lifecycle.draining = true;
  const started = performance.now();
  let clean = true;
  // A keep-alive connection still in use closes after its answer.
  p.server.on("request", (_req, res) => res.setHeader("connection", "close"));
  const closed = new Promise<void>((done) => p.server.close(() => done()));
  p.server.closeIdleConnections();
  const idleSweep = setInterval(() => p.server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((done) => {
    timer = setTimeout(() => done("timeout"), p.timeoutMs);
  });
  if ((await Promise.race([closed, timedOut])) === "timeout") {
    clean = false;
    p.logger.warn({ timeoutMs: p.timeoutMs }, "requests still in flight at the shutdown limit: connections cut");
    p.server.closeAllConnections();
    await closed;
  }
  clearTimeout(timer);
  clearInterval(idleSweep);
  const left = Math.max(1000, p.timeoutMs - (performance.now() - started));
  if (!(await stopJobs(p.jobHost, left))) {
    clean = false;
    p.logger.warn("a background job tick was still running at the shutdown limit");
  }
  await p.database.close();
  p.logger.info({ ms: Math.round(performance.now() - started), clean }, "shut down");
  return clean;
}
