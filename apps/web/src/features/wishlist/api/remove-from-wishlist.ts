import { callEndpoint } from "../../../lib/http/client";

/** DELETE product-api /api/attention/{itemCd} (SPEC §7). Failures are only logged (SPEC §8). */
export const removeFromWishlist = (itemCd: string) =>
  callEndpoint("wishlistRemove", { pathParams: { itemCd }, hidden: true, silent: true });
