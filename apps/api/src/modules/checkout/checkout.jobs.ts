import type { Logger } from "pino";
import { startRepeatingJob } from "../../app/jobs";
import { EXPIRED_HOLDS_BATCH } from "./checkout.repository";
import { type CheckoutGiven, createCheckoutDeps } from "./checkout.routes";
import { expireHolds } from "./order-expire";

/** How often unpaid orders past their hold are released (decision 456). */
export const ORDER_HOLDS_JOB_INTERVAL_MS = 30_000;

/**
 * Releases every member's unpaid orders whose hold ran out, and asks the provider again for refunds
 * still owed (decision 456). A member's own orders are also released lazily when they read or pay
 * them; this job gives back what abandoned orders of anyone held, so order creation no longer
 * sweeps on every call. On PostgreSQL one instance runs it at a time (app/jobs.ts).
 */
export function startCheckoutJobs(given: CheckoutGiven, logger: Logger, intervalMs = ORDER_HOLDS_JOB_INTERVAL_MS) {
  const deps = createCheckoutDeps(given);
  return startRepeatingJob(
    "order holds",
    async () => {
      // A full batch may leave more behind: sweep again until one comes back short.
      let released = 0;
      let due: number;
      do {
        due = await expireHolds(deps);
        released += due;
      } while (due === EXPIRED_HOLDS_BATCH);
      if (released) logger.info({ released }, "unpaid orders past their hold released");
    },
    logger,
    intervalMs,
  );
}
