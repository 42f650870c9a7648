import type { Router } from "../../app/http/route";
import type { Db } from "../../app/query";
import * as repo from "./codes.repository";
import { type CodesDeps, codesByGroup } from "./codes.usecases";

export function registerCodesRoutes(router: Router, db: Db): void {
  const deps: CodesDeps = { db, repo };
  router.mount("codes", async ({ body }) => codesByGroup(deps, body));
}
