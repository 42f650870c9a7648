import { callEndpoint } from "../../../lib/http/client";

/** DELETE product-api /api/tnant/favorites/{tnantCd}: unstars a store. */
export const removeFavoriteStore = (tnantCd: string) =>
  callEndpoint("storeFavoriteRemove", { pathParams: { tnantCd }, hidden: true, silent: true });
