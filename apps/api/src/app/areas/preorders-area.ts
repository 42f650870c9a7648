import type { Logger } from "pino";
import type { PaymentsDeps } from "../../adapters/payment/payments.usecases";
import { createSandboxPush } from "../../adapters/push/push";
import { registerPreorderRoutes, startPreorderJobs } from "../../modules/preorders";
import type { Clock } from "../clock";
import type { Router } from "../http/route";
import type { Db } from "../query";

export type PreordersAreaDeps = {
  db: Db;
  clock: Clock;
  logger: Logger;
  payments: PaymentsDeps;
  mngrApiKey: string | undefined;
  /** Start the pre-order job (the server process; tests run it by hand). */
  jobs: boolean;
};

/**
 * Pre-orders (issue 24): the pre-orders, reservations with their payment and cancel, the store
 * side's arrival and hand-over; arrival alarms and pushes go through the sandbox push provider;
 * the job releases stale payments and cancels reservations not collected in time (decisions 410–414).
 */
export function registerPreordersArea(router: Router, deps: PreordersAreaDeps) {
  const given = {
    db: deps.db,
    clock: deps.clock,
    payments: deps.payments,
    push: createSandboxPush(deps.db, deps.logger),
  };
  registerPreorderRoutes(router, given, deps.mngrApiKey);
  return deps.jobs ? startPreorderJobs(given, deps.logger) : null;
}
