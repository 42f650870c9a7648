import type { PayMethod } from "@cellar/contracts/client";
import { useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { currentCartInput, useCartInputState } from "../../../features/cart/state/cart-input-state";
import { orderSheetQueryOptions } from "../../../features/order/api/get-order-sheet";
import { OrderSheetRoute } from "../../../features/order/routes/order-sheet-route";
import { readOrderLines } from "../../../features/order/rules/order-address";
import { usePayParamState } from "../../../features/payment/state/pay-param-state";
import { usePaymentState } from "../../../features/payment/state/payment-state";
import { useHydrated } from "../../../lib/dom/use-hydrated";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";
import { ORDER_SHEET_LINKS } from "./order-links";

/** The popup route that pays each method (CARD and TOSS come back to it from the hosted page). */
const POPUP_OF: Partial<Record<PayMethod, "bill" | "billEasyPay" | "tossPay">> = {
  CARD: "bill",
  EASYPAY: "billEasyPay",
  TOSS: "tossPay",
};

/** The sheet of the lines the address names in the first answer. */
export const loader = prefetched(async (queryClient, { request }) => {
  const lines = readOrderLines(new URL(request.url).searchParams);
  if (lines) await queryClient.prefetchQuery(orderSheetQueryOptions(lines));
});
export const clientLoader = clientSide;

/**
 * `/order`: the order sheet of the lines its address names (`?cartNos=`, as the cart opens it), or
 * else of those stored in cartInpParam; payment continues in a popup route.
 */
export default function OrderPage() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const input = useCartInputState((s) => s.input);
  const lines = useMemo(() => {
    const named = readOrderLines(search);
    if (named) return named;
    if (!hydrated) return undefined;
    const current = currentCartInput(input);
    return current ? { cartNos: current.cartNos } : null;
  }, [search, hydrated, input]);

  return (
    <OrderSheetRoute
      lines={lines}
      links={ORDER_SHEET_LINKS}
      returnPathOf={(method) => {
        const popup = POPUP_OF[method];
        return popup && popup !== "billEasyPay" ? href(popup) : undefined;
      }}
      onStarted={(start) => {
        useCartInputState.getState().clear();
        const popup = POPUP_OF[start.payMethod];
        if (start.cardAmt === 0 || !popup) {
          void navigate(href("orderComplete", {}, { orderNo: start.orderNo }), { replace: true });
          return;
        }
        usePayParamState.getState().setParam(start);
        usePaymentState.getState().setPayType(start.payMethod === "EASYPAY" ? "EASYPAY" : "GENERAL");
        void navigate(href(popup));
      }}
    />
  );
}
