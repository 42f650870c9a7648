import type { Router } from "../../app/http/route";
import type { Db } from "../../app/query";
import * as repo from "./alarms.repository";
import { type AlarmsDeps, alarmPage, newAlarmCount, readAlarms } from "./alarms.usecases";

export function registerAlarmsRoutes(router: Router, db: Db, clock: () => Date = () => new Date()): void {
  const deps: AlarmsDeps = { db, repo };
  router.mount("alarmsNewCount", async ({ member }) => newAlarmCount(deps, member.mberNo));
  router.mount("alarms", async ({ member, query }) => alarmPage(deps, member.mberNo, query.pageNo, query.pageSize));
  router.mount("alarmRead", async ({ member, params }) => readAlarms(deps, member.mberNo, clock(), params.alarmNo));
  router.mount("alarmReadAll", async ({ member }) => readAlarms(deps, member.mberNo, clock()));
}
