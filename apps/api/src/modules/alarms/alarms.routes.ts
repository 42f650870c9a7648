import type { Db } from "../../app/db";
import type { Router } from "../../app/http/route";
import { countUnread } from "./alarms.repository";

export function registerAlarmsRoutes(router: Router, db: Db): void {
  router.mount("alarmsNewCount", async ({ member }) => countUnread(db, member.mberNo));
}
