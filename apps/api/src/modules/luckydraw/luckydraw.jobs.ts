import type { Logger } from "pino";
import { startRepeatingJob } from "../../app/jobs";
import type { LuckyDrawGiven } from "./luckydraw.routes";
import { luckyDrawDeps } from "./luckydraw.routes";
import { expireUnpaidWins, runDueDraws } from "./luckydraw-run.usecases";

/** How often the jobs look for due draws and overdue wins. */
export const LUCKY_JOB_INTERVAL_MS = 15_000;

/**
 * The lucky-draw jobs (decision 392): every 15 s, draws whose announcement time has come are run
 * and wins left unpaid past their deadline lapse to the next reserve. Both are idempotent and safe
 * with several processes. The timer is unref'd (it never keeps the process alive); `stop` ends it.
 */
export function startLuckyDrawJobs(given: LuckyDrawGiven, logger: Logger, intervalMs = LUCKY_JOB_INTERVAL_MS) {
  const deps = luckyDrawDeps(given);
  return startRepeatingJob(
    "lucky draw",
    async () => {
      const runs = await runDueDraws(deps);
      for (const r of runs) logger.info({ luckyDrawCd: r.luckyDrawCd, entries: r.entryCnt }, "lucky draw run");
      const lapsed = await expireUnpaidWins(deps);
      if (lapsed) logger.info({ lapsed }, "lucky draw wins lapsed");
    },
    logger,
    intervalMs,
  );
}
