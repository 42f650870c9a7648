import type { Router } from "../../app/http/route";
import { requireStoreKey } from "../../app/http/store-key";
import { extendMyKeep, handOver, keepByBarcode, myKeepDetail, myKeeps, type WineKeepDeps } from "./wine-keep.usecases";

/**
 * Wine keep (issue 23): a member's keeps, one keep, its one extension (user-api); the store side
 * looks a keep up by barcode and records hand-overs (mngr-api, header `x-mngr-key`).
 */
export function registerWineKeepRoutes(router: Router, deps: WineKeepDeps, mngrApiKey: string | undefined): void {
  router.mount("wineKeepList", async ({ member }) => myKeeps(deps, member.mberNo));
  router.mount("wineKeepDetail", async ({ member, params }) => myKeepDetail(deps, member.mberNo, params.keepNo));
  router.mount("wineKeepExtend", async ({ member, params }) => extendMyKeep(deps, member.mberNo, params.keepNo));
  router.mount("mngrWineKeepLookup", async ({ c, params }) => {
    requireStoreKey(c, mngrApiKey);
    return keepByBarcode(deps, params.barcode);
  });
  router.mount("mngrWineKeepHandOver", async ({ c, params, body }) => {
    requireStoreKey(c, mngrApiKey);
    return handOver(deps, params.keepNo, body);
  });
}
