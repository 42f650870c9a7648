import { useNavigate, useSearchParams } from "react-router";
import { OrderDetailRoute } from "../../../features/order/routes/order-detail-route";
import { usePayParamStore } from "../../../features/payment/stores/pay-param-store";
import { usePaymentStore } from "../../../features/payment/stores/payment-store";
import { href } from "../paths";

/** `/order/history/detail?orderNo=`: an unpaid order is paid again in the regular payment popup. */
export default function OrderDetailPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const orderNo = search.get("orderNo") ?? "";
  return (
    <OrderDetailRoute
      key={orderNo}
      orderNo={orderNo}
      links={{ bill: href("orderBill", {}, { orderNo }), gift: href("orderGiftDetail", {}, { orderNo }) }}
      onPay={(order) => {
        usePayParamStore.getState().setParam({
          orderNo: order.orderNo,
          payMethod: "RGLR",
          netAmt: order.amounts.netAmt,
          prepaidAmt: order.amounts.prepaidAmt,
          cardAmt: order.amounts.cardAmt,
          payUrl: null,
          payNo: null,
          holdUntil: order.holdUntil ?? "",
        });
        usePaymentStore.getState().setPayType("GENERAL");
        void navigate(href("billRglr"));
      }}
    />
  );
}
