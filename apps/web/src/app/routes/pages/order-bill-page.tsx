import { useSearchParams } from "react-router";
import { OrderBillRoute } from "../../../features/order/routes/order-bill-route";

/** `/order/bill?orderNo=`: the receipt. */
export default function OrderBillPage() {
  const [search] = useSearchParams();
  return <OrderBillRoute orderNo={search.get("orderNo") ?? ""} />;
}
