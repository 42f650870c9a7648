import type { Logger } from "pino";
import { startRepeatingJob } from "../../app/jobs";
import type { PreordersGiven } from "./preorders.routes";
import { preordersDeps } from "./preorders.routes";
import { cancelUncollected, releaseStalePayments } from "./preorders-store.usecases";

export const PREORDER_JOB_INTERVAL_MS = 60_000;

/**
 * The pre-order job (decision 412): every minute, reservations whose payment stayed open past the
 * hold give their units back, and arrived ones not collected by their last day are cancelled and
 * refunded. Both are conditional moves, safe with several processes.
 */
export function startPreorderJobs(given: PreordersGiven, logger: Logger, intervalMs = PREORDER_JOB_INTERVAL_MS) {
  const deps = preordersDeps(given);
  return startRepeatingJob(
    "pre-order",
    async () => {
      const released = await releaseStalePayments(deps);
      if (released) logger.info({ released }, "pre-order payments released");
      const uncollected = await cancelUncollected(deps);
      if (uncollected) logger.info({ uncollected }, "pre-orders not collected cancelled");
    },
    logger,
    intervalMs,
  );
}
