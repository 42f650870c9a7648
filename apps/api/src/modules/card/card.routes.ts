import type { Router } from "../../app/http/route";
import type { Db } from "../../app/query";
import { cardStatus, reissueCard, reportLoss } from "./card.usecases";

/** Card loss report and reissue (/membershipLoss). */
export function registerCardRoutes(router: Router, deps: { db: Db; clock: () => Date }): void {
  router.mount("card", async ({ member }) => cardStatus(deps.db, member.mberNo, deps.clock()));
  router.mount("cardLoss", async ({ member }) => reportLoss(deps.db, member.mberNo, deps.clock()));
  router.mount("cardReissue", async ({ member }) => reissueCard(deps.db, member.mberNo, deps.clock()));
}
