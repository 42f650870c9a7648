import type { Router } from "../../app/http/route";
import type { Db } from "../../app/query";
import * as repo from "./version.repository";
import { type VersionDeps, versionInfo } from "./version.usecases";

export function registerVersionRoutes(router: Router, db: Db): void {
  const deps: VersionDeps = { db, repo };
  router.mount("versionInfo", async ({ query }) => versionInfo(deps, query.os));
}
