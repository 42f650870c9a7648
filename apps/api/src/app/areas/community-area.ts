import type { Hono } from "hono";
import { registerCommunityRoutes, registerStoreCommunityRoutes } from "../../modules/community";
import { productCards } from "../../modules/products";
import type { Clock } from "../clock";
import type { AppEnv } from "../http/context";
import type { Router } from "../http/route";
import type { Db } from "../query";

export type CommunityAreaDeps = { db: Db; clock: Clock; mngrApiKey: string | undefined };

/**
 * The community (issue 21): boards, posts, photos, likes, comments, polls, reports and blocks,
 * and the store side's review of reported posts. Linked bottles are the products module's cards.
 */
export function registerCommunityArea(app: Hono<AppEnv>, router: Router, deps: CommunityAreaDeps): void {
  const given = {
    db: deps.db,
    clock: deps.clock,
    productCards: (db: Db | Parameters<typeof productCards>[0], itemCds: string[], mberNo: string | null) =>
      productCards(db as Db, itemCds, mberNo, deps.clock()),
  };
  registerCommunityRoutes(app, router, given);
  registerStoreCommunityRoutes(router, given, deps.mngrApiKey);
}
