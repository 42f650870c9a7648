import { useNavigate, useSearchParams } from "react-router";
import { OrderCompleteRoute } from "../../../features/order/routes/order-complete-route";
import { href } from "../paths";

/** `/order/complete?orderNo=` (issue 6). */
export default function OrderCompletePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const orderNo = search.get("orderNo") ?? "";
  const detailHref = href("orderHistoryDetail", {}, { orderNo });
  return (
    <OrderCompleteRoute
      orderNo={orderNo}
      detailHref={detailHref}
      cartHref={href("cart")}
      wineKeepHref={href("wineKeep")}
      onDetail={() => void navigate(detailHref, { replace: true })}
      onHome={() => void navigate(href("main"), { replace: true })}
    />
  );
}
