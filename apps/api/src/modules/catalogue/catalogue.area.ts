import type { Hono } from "hono";
import type { Logger } from "pino";
import type { Clock } from "../../app/clock";
import type { Db } from "../../app/db";
import type { AppEnv } from "../../app/http/context";
import type { Router } from "../../app/http/route";
import { registerExhibitionsRoutes } from "../exhibitions/exhibitions.routes";
import { registerThumbnailRoute } from "../files/thumbnail.routes";
import { registerProductsRoutes } from "../products/products.routes";
import { registerSearchRoutes } from "../search/search.routes";

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
