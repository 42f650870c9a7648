import type { AlarmPage, AlarmReadResult } from "@cellar/contracts";
import { AppError } from "../../app/http/errors";
import type { Db } from "../../app/query";
import * as repo from "./alarms.repository";

/** The number of the member's unread alarms (the bell's badge). */
export async function newAlarmCount(db: Db, mberNo: string): Promise<number> {
  return repo.countUnread(db, mberNo);
}

export async function alarmPage(db: Db, mberNo: string, pageNo: number, pageSize: number): Promise<AlarmPage> {
  const { total, rows } = await repo.pageAlarms(db, mberNo, pageSize, (pageNo - 1) * pageSize);
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
export async function readAlarms(db: Db, mberNo: string, now: Date, alarmNo?: number): Promise<AlarmReadResult> {
  if (alarmNo !== undefined) {
    if (!(await repo.alarmExists(db, mberNo, alarmNo))) throw new AppError("notFound");
    await repo.markRead(db, mberNo, now, alarmNo);
  } else {
    await repo.markRead(db, mberNo, now);
  }
  return { newCnt: await repo.countUnread(db, mberNo) };
}
