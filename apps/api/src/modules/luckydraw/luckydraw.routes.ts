import type { Router } from "../../app/http/route";
import { requireStoreKey } from "../../app/http/store-key";
import type { LuckyDrawDeps } from "./luckydraw.deps";
import * as repo from "./luckydraw.repository";
import { apply, createDraw, drawDetail, history, listDraws } from "./luckydraw.usecases";
import { luckyOrderResult, startLuckyPay } from "./luckydraw-pay.usecases";
import { runDraw } from "./luckydraw-run.usecases";

export type LuckyDrawGiven = Omit<LuckyDrawDeps, "repo">;

export const luckyDrawDeps = (given: LuckyDrawGiven): LuckyDrawDeps => ({ ...given, repo });

/** Lucky draws (user-api) and their store side (mngr-api). `history` is mounted before `:luckyDrawCd`. */
export function registerLuckyDrawRoutes(router: Router, given: LuckyDrawGiven, mngrApiKey: string | undefined): void {
  const deps = luckyDrawDeps(given);
  router.mount("luckyDraws", async ({ query, member }) => listDraws(deps, query.tab, member?.mberNo ?? null));
  router.mount("luckyDrawHistory", async ({ member }) => history(deps, member.mberNo));
  router.mount("luckyDrawDetail", async ({ params, member }) =>
    drawDetail(deps, params.luckyDrawCd, member?.mberNo ?? null),
  );
  router.mount("luckyDrawApply", async ({ params, member, body }) =>
    apply(deps, params.luckyDrawCd, member.mberNo, body.tnantCd),
  );
  router.mount("luckyDrawPay", async ({ params, member, body }) =>
    startLuckyPay(deps, params.luckyDrawCd, member.mberNo, body),
  );
  router.mount("luckyDrawOrderResult", async ({ params, member }) =>
    luckyOrderResult(deps, params.luckyDrawCd, member.mberNo),
  );
  router.mount("mngrLuckyDrawCreate", async ({ c, body }) => {
    requireStoreKey(c, mngrApiKey);
    return createDraw(deps, body);
  });
  router.mount("mngrLuckyDrawRun", async ({ c, params }) => {
    requireStoreKey(c, mngrApiKey);
    return runDraw(deps, params.luckyDrawCd, true);
  });
}
