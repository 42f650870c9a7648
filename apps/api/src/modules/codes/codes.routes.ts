import type { Db } from "../../app/db";
import type { Router } from "../../app/http/route";
import { codesByGroup } from "./codes.usecases";

export function registerCodesRoutes(router: Router, db: Db): void {
  router.mount("codes", async ({ body }) => codesByGroup(db, body));
}
