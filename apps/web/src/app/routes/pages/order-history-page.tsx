import { useTranslation } from "react-i18next";
import { infiniteListOptions } from "../../../components/ui/use-infinite-list";
import { orderHistoryList, readHistoryFilter } from "../../../features/order/api/get-order-history";
import { OrderHistoryRoute } from "../../../features/order/routes/order-history-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";
import { useCurrentRouteName } from "../route-handle";

/** The first page of the history (period and status from the address) in the first answer. */
export const loader = prefetched((queryClient, { request }) =>
  queryClient.prefetchInfiniteQuery(
    infiniteListOptions(orderHistoryList(readHistoryFilter(new URL(request.url).searchParams))),
  ),
);
export const clientLoader = clientSide;

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
