import type { Logger } from "pino";
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
  const run = async () => {
    try {
      const runs = await runDueDraws(deps);
      for (const r of runs) logger.info({ luckyDrawCd: r.luckyDrawCd, entries: r.entryCnt }, "lucky draw run");
      const lapsed = await expireUnpaidWins(deps);
      if (lapsed) logger.info({ lapsed }, "lucky draw wins lapsed");
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error) }, "lucky draw job failed");
    }
  };
  // One tick at a time: a tick asked for while one runs is that one.
  let current: Promise<void> | null = null;
  const tick = () => {
    current ??= run().finally(() => {
      current = null;
    });
    return current;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  void tick();
  return { tick, stop: () => clearInterval(timer) };
}
