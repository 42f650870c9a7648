import type { Router } from "../../app/http/route";
import * as repo from "./attention.repository";
import {
  type AttentionDeps,
  addAttention,
  attentionPage,
  removeAllAttention,
  removeAttention,
} from "./attention.usecases";

/** The wish-list (product-api /api/attention). */
export function registerAttentionRoutes(router: Router, given: Omit<AttentionDeps, "repo">): void {
  const deps: AttentionDeps = { ...given, repo };
  router.mount("attentionList", async ({ member, query }) =>
    attentionPage(deps, member.mberNo, query.pageNo, query.pageSize),
  );
  router.mount("attentionAdd", async ({ member, body }) => addAttention(deps, member.mberNo, body.itemCd));
  // Before `/:itemCd`, which would otherwise take "all" for an item code.
  router.mount("attentionRemoveAll", async ({ member }) => removeAllAttention(deps, member.mberNo));
  router.mount("attentionRemove", async ({ member, params }) => removeAttention(deps, member.mberNo, params.itemCd));
}
