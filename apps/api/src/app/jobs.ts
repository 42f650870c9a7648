import type { Logger } from "pino";

export type RepeatingJob = { tick: () => Promise<void>; stop: () => void };

/**
 * Runs a background job every `intervalMs` (decision 392): at start, then on an unref'd timer (it
 * never keeps the process alive), one tick at a time (a tick asked for while one runs is that
 * one). A failure is logged and the next tick tries again. The work itself must be idempotent and
 * safe when another process runs it at the same moment.
 */
export function startRepeatingJob(name: string, work: () => Promise<void>, logger: Logger, intervalMs: number) {
  const run = async () => {
    try {
      await work();
    } catch (error) {
      logger.error({ job: name, err: error instanceof Error ? error.message : String(error) }, `${name} job failed`);
    }
  };
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
  return { tick, stop: () => clearInterval(timer) } satisfies RepeatingJob;
}
