import type { Hono } from "hono";
import type { Logger } from "pino";
import { registerExhibitionsRoutes } from "../../modules/exhibitions";
import { registerThumbnailRoute } from "../../modules/files";
import { registerProductsRoutes } from "../../modules/products";
import { registerSearchRoutes } from "../../modules/search";
import type { Clock } from "../clock";
import type { AppEnv } from "../http/context";
import type { Router } from "../http/route";
import type { Db } from "../query";

export type CatalogueAreaDeps = { db: Db; clock: Clock; logger: Logger };

/**
 * The catalogue (issue 4): products, search, thumbnails, home, promotions, exhibitions, my seller.
 * Its endpoints are listed in packages/contracts/src/routes-catalogue.ts; the thumbnail address
 * answers an image, not an envelope, so it is mounted on the app directly.
 */
export function registerCatalogueArea(app: Hono<AppEnv>, router: Router, deps: CatalogueAreaDeps): void {
  registerThumbnailRoute(app, deps.db);
  registerProductsRoutes(router, deps);
  registerSearchRoutes(router, deps);
  registerExhibitionsRoutes(router, deps);
}
