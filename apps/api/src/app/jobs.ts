import type { Logger } from "pino";
import type { Database } from "./query";

export type RepeatingJob = { tick: () => Promise<void>; stop: () => void };

/**
 * The background jobs of one app instance (decision 446): the database whose advisory lock a tick
 * takes, and the jobs started, so that a shutdown stops their timers and waits for a running tick.
 * createApp makes its jobs' host current while it registers the modules (`enterJobHost`), so the
 * modules start their jobs as before and every job is counted and locked.
 */
export type JobHost = {
  database: Database | undefined;
  jobs: Set<{ job: RepeatingJob; running: () => Promise<void> | null }>;
  stopped: boolean;
};

export function createJobHost(database?: Database): JobHost {
  return { database, jobs: new Set(), stopped: false };
}

let currentHost: JobHost | undefined;

/** The host jobs started from now on belong to (createApp, around its registrations). */
export function enterJobHost(host: JobHost): void {
  currentHost = host;
}

export function leaveJobHost(host: JobHost): void {
  if (currentHost === host) currentHost = undefined;
}

/**
 * Stops every job of the host (no new tick) and waits for the ticks running, at most `timeoutMs`.
 * Answers whether they all ended in time.
 */
export async function stopJobs(host: JobHost, timeoutMs = 10_000): Promise<boolean> {
  host.stopped = true;
  const running: Promise<void>[] = [];
  for (const entry of host.jobs) {
    entry.job.stop();
    const tick = entry.running();
    if (tick) running.push(tick);
  }
  if (!running.length) return true;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), timeoutMs);
  });
  const ended = await Promise.race([Promise.all(running).then(() => true as const), timedOut]);
  clearTimeout(timer);
  return ended;
}

/** The advisory lock of a job: a fixed first key for Cellar's jobs, a 32-bit hash of its name. */
export function jobLockKeys(name: string): readonly [number, number] {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return [0x43454c4c, hash | 0];
}

/**
 * Runs a background job every `intervalMs` (decision 392): at start, then on an unref'd timer (it
 * never keeps the process alive), one tick at a time (a tick asked for while one runs is that
 * one). A failure is logged and the next tick tries again. On PostgreSQL a tick runs only while
 * its process holds the job's advisory lock (decision 446): when another instance is running the
 * same job, this tick is skipped, so a job never runs twice at once across instances. The work
 * itself must still be idempotent (a tick after another's sees nothing left to do).
 */
export function startRepeatingJob(name: string, work: () => Promise<void>, logger: Logger, intervalMs: number) {
  const host = currentHost;
  const lock = host?.database?.withAdvisoryLock;
  const keys = jobLockKeys(name);
  const run = async () => {
    if (host?.stopped) return;
    try {
      if (!lock) return await work();
      const ran = await lock(keys, work);
      if (!ran) logger.debug({ job: name }, `${name} job runs on another instance`);
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
  const job = { tick, stop: () => clearInterval(timer) } satisfies RepeatingJob;
  host?.jobs.add({ job, running: () => current });
  void tick();
  return job;
}
