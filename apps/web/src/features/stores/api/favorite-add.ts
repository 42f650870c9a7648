import { callEndpoint } from "../../../lib/http/client";

/** POST product-api /api/tnant/favorites {tnantCd}: stars a store for the member. */
export const addFavoriteStore = (tnantCd: string) =>
  callEndpoint("storeFavoriteAdd", { data: { tnantCd }, hidden: true, silent: true });
