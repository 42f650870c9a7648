import type { Logger } from "pino";
import type { PaymentsDeps } from "../../adapters/payment/payments.usecases";
import { createSandboxPush } from "../../adapters/push/push";
import { registerLuckyDrawRoutes, startLuckyDrawJobs } from "../../modules/luckydraw";
import type { Clock } from "../clock";
import type { Router } from "../http/route";
import type { Db } from "../query";

export type LuckyDrawAreaDeps = {
  db: Db;
  clock: Clock;
  logger: Logger;
  payments: PaymentsDeps;
  mngrApiKey: string | undefined;
  /** Start the draw and lapse jobs (the server process; tests run them by hand). */
  jobs: boolean;
};

/**
 * Lucky draws (issue 22): the draws, entries, winner payments and the store side; alarms and
 * pushes go through the sandbox push provider (decision 391); the jobs run draws at their
 * announcement time and lapse unpaid wins (decision 392).
 */
export function registerLuckyDrawArea(router: Router, deps: LuckyDrawAreaDeps) {
  const given = {
    db: deps.db,
    clock: deps.clock,
    payments: deps.payments,
    push: createSandboxPush(deps.db, deps.logger),
  };
  registerLuckyDrawRoutes(router, given, deps.mngrApiKey);
  return deps.jobs ? startLuckyDrawJobs(given, deps.logger) : null;
}
