import { EM_TYPES } from "@cellar/contracts";
import type { Context } from "hono";
import { requestHeader } from "../../app/http/client-addr";
import type { AppEnv, Caller } from "../../app/http/context";
import type { Router } from "../../app/http/route";
import { requireStoreKey } from "../../app/http/store-key";
import { isGuestToken } from "./guest-token";
import {
  addToSpecialCart,
  removeFromSpecialCart,
  specialCart,
  specialCartCount,
  updateSpecialCart,
} from "./special-cart.usecases";
import { confirmOrder, createOrder, lookupOrder } from "./special-orders.usecases";
import { enter, home, item, type SpecialCaller, type SpecialSalesDeps } from "./special-sales.usecases";
import { changeStatus, storeOrderList } from "./special-store.usecases";

/** A member as the sign-in reads them, else the guest of a guest token (decision 398), else nobody. */
function callerOf(c: Context<AppEnv>, member: Caller | null): SpecialCaller {
  if (member) return { mberNo: member.mberNo };
  const token = requestHeader(c, "x-scm-token");
  return isGuestToken(token) ? { guestToken: token } : null;
}

/** Special sales (issue 22): the code, the sale, the special cart, guest orders and their look-up. */
export function registerSpecialSalesRoutes(router: Router, deps: SpecialSalesDeps): void {
  router.mount("specialSalesEnter", async ({ c, member, body }) => {
    const entered = await enter(deps, callerOf(c, member), body.inviteCode, c.get("clientAddr"));
    if (entered.token) {
      // A session of its own: the client stores these like a member's (CONTRACT.md §3).
      c.header("x-em-type", EM_TYPES.specialGuest);
      c.header("x-scm-token", entered.token);
    }
    return { sale: entered.sale, guest: entered.token !== null };
  });
  router.mount("specialSalesHome", async ({ c, member }) => home(deps, callerOf(c, member)));
  router.mount("specialSalesItem", async ({ c, member, params }) => item(deps, callerOf(c, member), params.itemCd));
  router.mount("cartSpecial", async ({ c, member }) => specialCart(deps, callerOf(c, member)));
  router.mount("cartCountSpecial", async ({ c, member }) => specialCartCount(deps, callerOf(c, member)));
  router.mount("specialCartAdd", async ({ c, member, body }) => addToSpecialCart(deps, callerOf(c, member), body));
  router.mount("specialCartUpdate", async ({ c, member, body }) =>
    updateSpecialCart(deps, callerOf(c, member), body.cartNo, body.itemQty),
  );
  router.mount("specialCartRemove", async ({ c, member, body }) =>
    removeFromSpecialCart(deps, callerOf(c, member), body.cartNos),
  );
  router.mount("specialOrderCreate", async ({ c, member, body }) => createOrder(deps, callerOf(c, member), body));
  router.mount("specialOrderConfirm", async ({ c, member, params, body }) =>
    confirmOrder(deps, callerOf(c, member), params.orderNo, body.paymentKey, body.amount),
  );
  router.mount("specialOrderLookup", async ({ c, body }) => lookupOrder(deps, body, c.get("clientAddr")));
}

/** The store side (mngr-api, header `x-mngr-key`): paid guest orders, ready / handed over / cancelled. */
export function registerStoreSpecialSalesRoutes(
  router: Router,
  deps: SpecialSalesDeps,
  mngrApiKey: string | undefined,
) {
  router.mount("mngrSpecialOrders", async ({ c }) => {
    requireStoreKey(c, mngrApiKey);
    return storeOrderList(deps);
  });
  router.mount("mngrSpecialOrderStatus", async ({ c, params, body }) => {
    requireStoreKey(c, mngrApiKey);
    return changeStatus(deps, params.orderNo, body.status);
  });
}
