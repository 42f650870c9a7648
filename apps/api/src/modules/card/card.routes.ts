import type { Router } from "../../app/http/route";
import type { Db } from "../../app/query";
import * as repo from "./card.repository";
import { type CardDeps, cardStatus, reissueCard, reportLoss } from "./card.usecases";

/** Card loss report and reissue (/membershipLoss). */
export function registerCardRoutes(router: Router, given: { db: Db; clock: () => Date }): void {
  const deps: CardDeps = { db: given.db, repo };
  router.mount("card", async ({ member }) => cardStatus(deps, member.mberNo, given.clock()));
  router.mount("cardLoss", async ({ member }) => reportLoss(deps, member.mberNo, given.clock()));
  router.mount("cardReissue", async ({ member }) => reissueCard(deps, member.mberNo, given.clock()));
}
