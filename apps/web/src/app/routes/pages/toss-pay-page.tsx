import { useNavigate } from "react-router";
import { CardPayPopupRoute } from "../../../features/payment/routes/card-pay-popup-route";
import { href } from "../paths";

/** `/comm/commTossPay`: transfer payment of the order in rglrPayParam. */
export default function TossPayPage() {
  const navigate = useNavigate();
  return (
    <CardPayPopupRoute
      method="TOSS"
      returnPath={href("tossPay")}
      onPaid={(orderNo) => void navigate(href("orderComplete", {}, { orderNo }), { replace: true })}
      onLeft={(orderNo) =>
        void navigate(orderNo ? href("orderHistoryDetail", {}, { orderNo }) : href("cart"), { replace: true })
      }
    />
  );
}
