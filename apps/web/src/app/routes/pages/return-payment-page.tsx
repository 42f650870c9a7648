import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { FeePayRoute } from "../../../features/returns/routes/fee-pay-route";
import { href } from "../paths";

/** `/return/payment?returnNo=`: the return fee's payment. */
export default function ReturnPaymentPage() {
  const { t } = useTranslation("routes");
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const returnNo = search.get("returnNo")?.trim() ?? "";
  const goBack = useGoBack(href("returnHistory", {}, { returnNo }));
  return (
    <>
      <PageHeader title={t("returnPayment")} onBack={goBack} bordered />
      <main>
        <FeePayRoute
          key={returnNo}
          returnNo={returnNo}
          returnPath={href("returnPaymentComplete")}
          onPaid={() => void navigate(href("returnPaymentComplete", {}, { returnNo }), { replace: true })}
          easyPayRegisterTo={href("easypayment")}
        />
      </main>
    </>
  );
}
