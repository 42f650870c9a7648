import { useNavigate } from "react-router";
import { CardPayPopupRoute } from "../../../features/payment/routes/card-pay-popup-route";
import { href } from "../paths";

/** `/comm/commBillRglr`: regular (card) payment of an unpaid order, order data in rglrPayParam. */
export default function BillRglrPage() {
  const navigate = useNavigate();
  return (
    <CardPayPopupRoute
      method="RGLR"
      returnPath={href("billRglr")}
      onPaid={(orderNo) => void navigate(href("orderComplete", {}, { orderNo }), { replace: true })}
      onLeft={(orderNo) =>
        void navigate(orderNo ? href("orderHistoryDetail", {}, { orderNo }) : href("cart"), { replace: true })
      }
    />
  );
}
