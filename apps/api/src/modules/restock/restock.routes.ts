import type { Router } from "../../app/http/route";
import * as repo from "./restock.repository";
import { addRestock, type RestockDeps, removeRestock, restockPage } from "./restock.usecases";

/** Restock alarm sign-ups (product-api /api/restock; `/my/restock`). */
export function registerRestockRoutes(router: Router, given: Omit<RestockDeps, "repo">): void {
  const deps: RestockDeps = { ...given, repo };
  router.mount("restockList", async ({ member, query }) =>
    restockPage(deps, member.mberNo, query.pageNo, query.pageSize),
  );
  router.mount("restockAdd", async ({ member, body }) => addRestock(deps, member.mberNo, body.itemCd, body.tnantCd));
  router.mount("restockRemove", async ({ member, params }) => removeRestock(deps, member.mberNo, params.itemCd));
}
