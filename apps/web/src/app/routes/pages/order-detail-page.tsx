import { useNavigate, useSearchParams } from "react-router";
import { OrderDetailRoute } from "../../../features/order/routes/order-detail-route";
import { usePayParamState } from "../../../features/payment/state/pay-param-state";
import { usePaymentState } from "../../../features/payment/state/payment-state";
import { OrderReturns } from "../../../features/returns/components/order-returns";
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
      links={{
        bill: href("orderBill", {}, { orderNo }),
        gift: href("orderGiftDetail", {}, { orderNo }),
        wineKeep: href("wineKeep"),
      }}
      returns={
        <OrderReturns
          orderNo={orderNo}
          requestTo={href("returnHistory", {}, { view: "request", orderNo })}
          detailTo={(returnNo) => href("returnHistory", {}, { returnNo })}
        />
      }
      onPay={(order) => {
        usePayParamState.getState().setParam({
          orderNo: order.orderNo,
          payMethod: "RGLR",
          netAmt: order.amounts.netAmt,
          prepaidAmt: order.amounts.prepaidAmt,
          cardAmt: order.amounts.cardAmt,
          payUrl: null,
          payNo: null,
          holdUntil: order.holdUntil ?? "",
        });
        usePaymentState.getState().setPayType("GENERAL");
        void navigate(href("billRglr"));
      }}
    />
  );
}
