import type { MapConfig } from "@cellar/contracts";
import type { Router } from "../../app/http/route";
import * as repo from "./stores.repository";
import {
  addFavorite,
  addressAt,
  clearPickupStore,
  pickupStore,
  removeFavorite,
  type StoresDeps,
  setPickupStore,
  storeDetail,
  storeList,
  storeStock,
} from "./stores.usecases";

/** Stores (product-api /api/tnant). The fixed paths are mounted before `:tnantCd`. */
export function registerStoresRoutes(router: Router, given: Omit<StoresDeps, "repo">, mapConfig: MapConfig): void {
  const deps: StoresDeps = { ...given, repo };
  router.mount("storeList", async ({ query, member }) => storeList(deps, query, member?.mberNo ?? null));
  router.mount("storeAddress", async ({ query }) => addressAt(deps, query.lat, query.lng));
  router.mount("storeFavoriteAdd", async ({ member, body }) => addFavorite(deps, member.mberNo, body.tnantCd));
  router.mount("storeFavoriteRemove", async ({ member, params }) =>
    removeFavorite(deps, member.mberNo, params.tnantCd),
  );
  router.mount("pickupStore", async ({ member }) => pickupStore(deps, member.mberNo));
  router.mount("pickupStoreSet", async ({ member, body }) => setPickupStore(deps, member.mberNo, body.tnantCd));
  router.mount("pickupStoreClear", async ({ member }) => clearPickupStore(deps, member.mberNo));
  router.mount("storeDetail", async ({ params, member }) => storeDetail(deps, params.tnantCd, member?.mberNo ?? null));
  router.mount("storeStock", async ({ params, query }) => storeStock(deps, params.tnantCd, query.keyword));
  router.mount("mapConfig", async () => mapConfig);
}
