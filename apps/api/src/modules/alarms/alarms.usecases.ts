import type { AlarmPage, AlarmReadResult } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Db } from "../../app/query";
import type * as AlarmsRepository from "./alarms.repository";

/** What the use-cases work with: the database and the module's repository (routes build it). */
export type AlarmsDeps = { db: Db; repo: typeof AlarmsRepository };

/** The number of the member's unread alarms (the bell's badge). */
export async function newAlarmCount(deps: AlarmsDeps, mberNo: string): Promise<number> {
  const { db } = deps;
  return deps.repo.countUnread(db, mberNo);
}

export async function alarmPage(
  deps: AlarmsDeps,
  mberNo: string,
  pageNo: number,
  pageSize: number,
): Promise<AlarmPage> {
  const { db } = deps;
  const { total, rows } = await deps.repo.pageAlarms(db, mberNo, pageSize, (pageNo - 1) * pageSize);
  return {
    pageNo,
    pageSize,
    totalCnt: total,
    totalPages: Math.ceil(total / pageSize),
    list: rows.map((a) => ({
      alarmNo: a.id,
      title: a.title,
      body: a.body,
      link: a.link,
      readYn: a.readAt ? "Y" : "N",
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/** Marks one alarm (alarmNo given) or all of the member's alarms read; answers the new unread count. */
export async function readAlarms(
  deps: AlarmsDeps,
  mberNo: string,
  now: Date,
  alarmNo?: number,
): Promise<AlarmReadResult> {
  const { db } = deps;
  if (alarmNo !== undefined) {
    if (!(await deps.repo.alarmExists(db, mberNo, alarmNo))) throw new AppError("notFound");
    await deps.repo.markRead(db, mberNo, now, alarmNo);
  } else {
    await deps.repo.markRead(db, mberNo, now);
  }
  return { newCnt: await deps.repo.countUnread(db, mberNo) };
}
