import { WINE_KEEP_RULES } from "@cellar/contracts";
import type { Logger } from "pino";
import { startRepeatingJob } from "../../app/jobs";
import { addDays, seoulDate } from "../../app/seoul-date";
import { createAlarm } from "../alarms";
import * as repo from "./wine-keep.repository";
import type { WineKeepDeps } from "./wine-keep.usecases";

/** How often the reminder job looks for keeps due in 7 days. */
export const WINE_KEEP_JOB_INTERVAL_MS = 10 * 60_000;

/**
 * The reminder (decision 409): one alarm per keep when its collect-by date is 7 days away or
 * nearer and bottles remain. The claim (reminded_at set only while null) and the alarm share one
 * transaction, so two runs at once send it once. An extension clears reminded_at (a new reminder).
 */
export async function sendKeepReminders(deps: WineKeepDeps): Promise<number> {
  const now = deps.clock();
  const today = seoulDate(now);
  const due = await repo.dueReminders(deps.db, today, addDays(today, WINE_KEEP_RULES.remindDaysBefore));
  let sent = 0;
  for (const { keepNo } of due) {
    await deps.db.transaction(async (tx) => {
      const claimed = await repo.claimReminder(tx, keepNo, now);
      if (!claimed) return;
      const keep = await repo.findKeep(tx, keepNo);
      const [m, d] = claimed.collectBy.slice(5).split("-");
      await createAlarm(
        tx,
        {
          mberNo: claimed.mberNo,
          title: "와인 보관 기한 안내",
          body: `${keep?.tnantNm ?? "매장"}에 보관 중인 와인을 ${Number(m)}월 ${Number(d)}일까지 찾아가 주세요. 보관 기간은 한 번 연장할 수 있습니다.`,
          link: `/wineKeepDetail?keepNo=${keepNo}`,
        },
        now,
      );
      sent += 1;
    });
  }
  return sent;
}

/** Started by createApp with `jobs: true` (app/jobs.ts: one tick at a time, timer unref'd). */
export function startWineKeepJobs(deps: WineKeepDeps, logger: Logger, intervalMs = WINE_KEEP_JOB_INTERVAL_MS) {
  return startRepeatingJob(
    "wine keep",
    async () => {
      const sent = await sendKeepReminders(deps);
      if (sent) logger.info({ sent }, "wine keep reminders sent");
    },
    logger,
    intervalMs,
  );
}
