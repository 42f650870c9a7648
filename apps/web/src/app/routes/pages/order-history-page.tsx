import { useTranslation } from "react-i18next";
import { OrderHistoryRoute } from "../../../features/order/routes/order-history-route";
import { href } from "../paths";
import { useCurrentRouteName } from "../route-handle";

/** `/orderList` and `/order/history` (issue 6). */
export default function OrderHistoryPage() {
  const { t } = useTranslation("routes");
  const name = useCurrentRouteName() === "orderList" ? "orderList" : "orderHistory";
  return (
    <OrderHistoryRoute
      title={t(name)}
      cartHref={href("cart")}
      detailHref={(entry) =>
        href(entry.giftYn === "Y" ? "orderGiftDetail" : "orderHistoryDetail", {}, { orderNo: entry.orderNo })
      }
    />
  );
}
