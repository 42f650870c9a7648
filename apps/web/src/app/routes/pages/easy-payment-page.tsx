import { useNavigate } from "react-router";
import { EasyPaymentRoute } from "../../../features/payment/routes/easy-payment-route";
import { href } from "../paths";

/** `/easypayment`: easy-pay cards (issue 6). */
export default function EasyPaymentPage() {
  const navigate = useNavigate();
  return (
    <EasyPaymentRoute
      returnPath={href("easypayment")}
      onDelete={(card) => void navigate(href("modifyEasyPay", {}, { mode: "delete", billkey: card.billkey }))}
      onResetPassword={() => void navigate(href("modifyEasyPay", {}, { mode: "password" }))}
    />
  );
}
