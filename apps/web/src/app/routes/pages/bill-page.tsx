import { useNavigate } from "react-router";
import { CardPayPopupRoute } from "../../../features/payment/routes/card-pay-popup-route";
import { href } from "../paths";

/** `/comm/commBill`: card payment popup of the order in rglrPayParam. */
export default function BillPage() {
  const navigate = useNavigate();
  return (
    <CardPayPopupRoute
      method="CARD"
      returnPath={href("bill")}
      onPaid={(orderNo) => void navigate(href("orderComplete", {}, { orderNo }), { replace: true })}
      onLeft={(orderNo) =>
        void navigate(orderNo ? href("orderHistoryDetail", {}, { orderNo }) : href("cart"), { replace: true })
      }
    />
  );
}
