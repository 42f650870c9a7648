import { useNavigate, useSearchParams } from "react-router";
import { ModifyEasyPayRoute } from "../../../features/payment/routes/modify-easy-pay-route";
import { href } from "../paths";

/** `/comm/commModifyEasyPay?mode=password|delete&billkey=`. */
export default function ModifyEasyPayPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const done = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(href("easypayment"), { replace: true });
  };
  return (
    <ModifyEasyPayRoute
      mode={search.get("mode") === "delete" ? "delete" : "password"}
      billkey={search.get("billkey")}
      onDone={done}
    />
  );
}
