import type { Router } from "../../app/http/route";
import type { Db } from "../../app/query";
import { codesByGroup } from "./codes.usecases";

export function registerCodesRoutes(router: Router, db: Db): void {
  router.mount("codes", async ({ body }) => codesByGroup(db, body));
}
