import type { Hono } from "hono";
import type { Logger } from "pino";
import { productCards } from "../../modules/products";
import { registerRestockRoutes } from "../../modules/restock";
import { registerReviewPhotoRoute, registerReviewsRoutes } from "../../modules/reviews";
import type { SummaryLoader } from "../../modules/wishlist";
import { registerWishlistRoutes } from "../../modules/wishlist";
import type { Clock } from "../clock";
import type { AppEnv } from "../http/context";
import type { Router } from "../http/route";
import type { Db } from "../query";

export type EngagementAreaDeps = { db: Db; clock: Clock; logger: Logger };

/**
 * What a member does with products (issue 4): the wish-list, restock alerts and reviews.
 * Its endpoints are listed in packages/contracts/src/routes-engagement.ts.
 */
export function registerEngagementArea(app: Hono<AppEnv>, router: Router, deps: EngagementAreaDeps): void {
  const summaries: SummaryLoader = (db, itemCds, mberNo) => productCards(db, itemCds, mberNo, deps.clock());
  const shared = { db: deps.db, clock: deps.clock, summaries };
  registerWishlistRoutes(router, shared);
  registerRestockRoutes(router, shared);
  registerReviewPhotoRoute(app, deps.db);
  registerReviewsRoutes(router, shared);
}
