import type { Router } from "../../app/http/route";
import type { Db } from "../../app/query";
import { alarmPage, newAlarmCount, readAlarms } from "./alarms.usecases";

export function registerAlarmsRoutes(router: Router, db: Db, clock: () => Date = () => new Date()): void {
  router.mount("alarmsNewCount", async ({ member }) => newAlarmCount(db, member.mberNo));
  router.mount("alarms", async ({ member, query }) => alarmPage(db, member.mberNo, query.pageNo, query.pageSize));
  router.mount("alarmRead", async ({ member, params }) => readAlarms(db, member.mberNo, clock(), params.alarmNo));
  router.mount("alarmReadAll", async ({ member }) => readAlarms(db, member.mberNo, clock()));
}
