import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useGoBack } from "../../../components/ui/use-go-back";
import { VipCreditPopupRoute } from "../../../features/prepaid/routes/vip-credit-popup-route";
import { href } from "../paths";

/** `/comm/vipUserCreditPopup`: the VIP credit (prepaid) popup. */
export default function VipCreditPopupPage() {
  const { t } = useTranslation("routes");
  const navigate = useNavigate();
  const goBack = useGoBack(href("order"));
  return (
    <VipCreditPopupRoute
      title={t("vipUserCreditPopup")}
      onClose={goBack}
      onCharge={() => void navigate(href("membershipPay", {}, { tab: "prepaid" }))}
    />
  );
}
