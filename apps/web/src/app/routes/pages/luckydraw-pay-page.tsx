import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { PayRoute } from "../../../features/luckydraw/routes/pay-route";
import { href } from "../paths";

/** `/luckydraw/order/{luckyDrawCd}`: the winner's payment. */
export default function LuckyDrawPayPage() {
  const { t } = useTranslation("routes");
  const { luckyDrawCd = "" } = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack(href("luckyDrawWinningDetail", {}, { luckyDrawCd }));
  return (
    <>
      <PageHeader title={t("luckyDrawWinnerPay")} onBack={goBack} bordered />
      <main>
        <PayRoute
          key={luckyDrawCd}
          luckyDrawCd={luckyDrawCd}
          returnPath={href("luckyDrawComplete", {}, { luckyDrawCd })}
          onPaid={() => void navigate(href("luckyDrawComplete", {}, { luckyDrawCd }), { replace: true })}
          easyPayRegisterTo={href("easypayment")}
        />
      </main>
    </>
  );
}
