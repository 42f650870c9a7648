import { callEndpoint } from "../../../lib/http/client";

/** DELETE product-api /api/tnant/pickup: the member no longer has a store. */
export const clearPickupStore = () => callEndpoint("pickupStoreClear", { hidden: true, silent: true });
