import type { PayMethod } from "@cellar/contracts/client";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { currentCartInput, useCartInputStore } from "../../../features/cart/stores/cart-input-store";
import { OrderSheetRoute } from "../../../features/order/routes/order-sheet-route";
import { usePayParamStore } from "../../../features/payment/stores/pay-param-store";
import { usePaymentStore } from "../../../features/payment/stores/payment-store";
import { useHydrated } from "../../../lib/dom/use-hydrated";
import { href } from "../paths";

/** The popup route that pays each method (CARD and TOSS come back to it from the hosted page). */
const POPUP_OF: Partial<Record<PayMethod, "bill" | "billEasyPay" | "tossPay">> = {
  CARD: "bill",
  EASYPAY: "billEasyPay",
  TOSS: "tossPay",
};

/** `/order`: the order sheet of the lines stored in cartInpParam; payment continues in a popup route. */
export default function OrderPage() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const input = useCartInputStore((s) => s.input);
  const lines = useMemo(() => {
    if (!hydrated) return undefined;
    const current = currentCartInput(input);
    return current ? { cartNos: current.cartNos } : null;
  }, [hydrated, input]);

  return (
    <OrderSheetRoute
      lines={lines}
      links={{
        cart: href("cart"),
        shipping: href("myShipping"),
        terms: href("terms"),
        vipCredit: href("vipUserCreditPopup"),
      }}
      returnPathOf={(method) => {
        const popup = POPUP_OF[method];
        return popup && popup !== "billEasyPay" ? href(popup) : undefined;
      }}
      onStarted={(start) => {
        useCartInputStore.getState().clear();
        const popup = POPUP_OF[start.payMethod];
        if (start.cardAmt === 0 || !popup) {
          void navigate(href("orderComplete", {}, { orderNo: start.orderNo }), { replace: true });
          return;
        }
        usePayParamStore.getState().setParam(start);
        usePaymentStore.getState().setPayType(start.payMethod === "EASYPAY" ? "EASYPAY" : "GENERAL");
        void navigate(href(popup));
      }}
    />
  );
}
