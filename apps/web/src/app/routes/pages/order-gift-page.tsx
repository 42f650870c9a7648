import { useSearchParams } from "react-router";
import { OrderGiftRoute } from "../../../features/order/routes/order-gift-route";

/** `/order/history/orderGiftDetail?orderNo=`. */
export default function OrderGiftPage() {
  const [search] = useSearchParams();
  return <OrderGiftRoute orderNo={search.get("orderNo") ?? ""} />;
}
