import type { Hono } from "hono";
import type { Logger } from "pino";
import type { Clock } from "../../app/clock";
import type { Db } from "../../app/db";
import type { AppEnv } from "../../app/http/context";
import type { Router } from "../../app/http/route";
import { registerAttentionRoutes } from "../attention/attention.routes";
import type { SummaryLoader } from "../attention/attention.usecases";
import { productCards } from "../attention/product-cards";
import { registerRestockRoutes } from "../restock/restock.routes";
import { registerReviewPhotoRoute } from "../reviews/review-photos";
import { registerReviewsRoutes } from "../reviews/reviews.routes";

export type EngagementAreaDeps = { db: Db; clock: Clock; logger: Logger };

/**
 * What a member does with products (issue 4): the wish-list, restock alerts and reviews.
 * Its endpoints are listed in packages/contracts/src/routes-engagement.ts.
 */
export function registerEngagementArea(app: Hono<AppEnv>, router: Router, deps: EngagementAreaDeps): void {
  const summaries: SummaryLoader = (db, itemCds, mberNo) => productCards(db, itemCds, mberNo, deps.clock());
  const shared = { db: deps.db, clock: deps.clock, summaries };
  registerAttentionRoutes(router, shared);
  registerRestockRoutes(router, shared);
  registerReviewPhotoRoute(app, deps.db);
  registerReviewsRoutes(router, shared);
}
