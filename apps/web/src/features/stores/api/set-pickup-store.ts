import { callEndpoint } from "../../../lib/http/client";

/** PUT product-api /api/tnant/pickup {tnantCd}: makes the store the member's; answers the store. */
export const setPickupStore = (tnantCd: string) =>
  callEndpoint("pickupStoreSet", { data: { tnantCd }, hidden: true, silent: true });
