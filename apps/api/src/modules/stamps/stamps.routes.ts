import type { Router } from "../../app/http/route";
import type { Db } from "../../app/query";
import { stampCard, stampHistory } from "./stamps.usecases";
import { redeemReward } from "./stamps-redeem.usecases";

export function registerStampsRoutes(router: Router, deps: { db: Db; clock: () => Date }): void {
  router.mount("stampCard", async ({ member }) => stampCard(deps.db, member.mberNo, deps.clock()));
  router.mount("stampHistory", async ({ member, query }) =>
    stampHistory(deps.db, member.mberNo, query.pageNo, query.pageSize),
  );
  router.mount("stampRedeem", async ({ member }) => redeemReward(deps.db, member.mberNo, deps.clock()));
}
