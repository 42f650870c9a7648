import type { Logger } from "pino";
import { startRepeatingJob } from "../../app/jobs";
import * as repo from "./returns.repository";
import type { ReturnsDeps } from "./returns.usecases";
import { settleGatewayRefund } from "./returns-store.usecases";

/** How often owed partial cancels are tried again (decision 421). */
export const REFUND_RETRY_INTERVAL_MS = 5 * 60_000;
const BATCH = 20;

/**
 * Tries again the gateway part of refunded returns the provider did not give back (decision 421):
 * each by its refund key, so a cancel the provider made but whose answer was lost is never made
 * twice. Answers how many are now settled.
 */
export async function retryPendingRefunds(deps: ReturnsDeps) {
  let settled = 0;
  for (const returnNo of await repo.pendingGatewayRefunds(deps.db, BATCH)) {
    if (await settleGatewayRefund(deps, returnNo)) settled += 1;
  }
  return settled;
}

export function startReturnsJobs(deps: ReturnsDeps, logger: Logger, intervalMs = REFUND_RETRY_INTERVAL_MS) {
  return startRepeatingJob(
    "return refunds",
    async () => {
      const settled = await retryPendingRefunds(deps);
      if (settled) logger.info({ settled }, "owed return refunds given back");
    },
    logger,
    intervalMs,
  );
}
