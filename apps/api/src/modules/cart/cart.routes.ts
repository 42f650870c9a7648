import type { Router } from "../../app/http/route";
import * as repo from "./cart.repository";
import { addToCart, type CartDeps, cartCount, getCart, removeFromCart, updateCartQty } from "./cart.usecases";

export function registerCartRoutes(router: Router, given: Omit<CartDeps, "repo">): void {
  const deps: CartDeps = { ...given, repo };
  router.mount("cartCount", async ({ member }) => cartCount(deps, member.mberNo));
  // The special cart and its count (cartSpecial, cartCountSpecial) are the special-sales module's.
  router.mount("cart", async ({ member }) => getCart(deps, member.mberNo));
  router.mount("cartAdd", async ({ member, body }) => addToCart(deps, member.mberNo, body));
  router.mount("cartUpdate", async ({ member, body }) => updateCartQty(deps, member.mberNo, body.cartNo, body.itemQty));
  router.mount("cartRemove", async ({ member, body }) => removeFromCart(deps, member.mberNo, body.cartNos));
}
