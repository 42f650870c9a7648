import type { Router } from "../../app/http/route";
import * as repo from "./wishlist.repository";
import { addToWishlist, clearWishlist, removeFromWishlist, type WishlistDeps, wishlistPage } from "./wishlist.usecases";

/** The wish-list (product-api /api/attention). */
export function registerWishlistRoutes(router: Router, given: Omit<WishlistDeps, "repo">): void {
  const deps: WishlistDeps = { ...given, repo };
  router.mount("wishlist", async ({ member, query }) =>
    wishlistPage(deps, member.mberNo, query.pageNo, query.pageSize),
  );
  router.mount("wishlistAdd", async ({ member, body }) => addToWishlist(deps, member.mberNo, body.itemCd));
  // Before `/:itemCd`, which would otherwise take "all" for an item code.
  router.mount("wishlistRemoveAll", async ({ member }) => clearWishlist(deps, member.mberNo));
  router.mount("wishlistRemove", async ({ member, params }) => removeFromWishlist(deps, member.mberNo, params.itemCd));
}
