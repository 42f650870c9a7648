import { useNavigate } from "react-router";
import { EasyPayPopupRoute } from "../../../features/payment/routes/easy-pay-popup-route";
import { href } from "../paths";

/** `/comm/commBillEasyPay`: easy pay of the order in rglrPayParam. */
export default function BillEasyPayPage() {
  const navigate = useNavigate();
  return (
    <EasyPayPopupRoute
      onPaid={(orderNo) => void navigate(href("orderComplete", {}, { orderNo }), { replace: true })}
      onLeft={(orderNo) =>
        void navigate(orderNo ? href("orderHistoryDetail", {}, { orderNo }) : href("cart"), { replace: true })
      }
      onManage={() => void navigate(href("easypayment"))}
      onResetPassword={() => void navigate(href("modifyEasyPay", {}, { mode: "password" }))}
    />
  );
}
