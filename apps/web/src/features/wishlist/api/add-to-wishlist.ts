import { callEndpoint } from "../../../lib/http/client";

/** POST product-api /api/attention {itemCd} (SPEC §7). Failures are only logged (SPEC §8). */
export const addToWishlist = (itemCd: string) =>
  callEndpoint("wishlistAdd", { data: { itemCd }, hidden: true, silent: true });
