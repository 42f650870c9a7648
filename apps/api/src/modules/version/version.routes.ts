import type { Router } from "../../app/http/route";
import type { Db } from "../../app/query";
import { versionInfo } from "./version.usecases";

export function registerVersionRoutes(router: Router, db: Db): void {
  router.mount("versionInfo", async ({ query }) => versionInfo(db, query.os));
}
