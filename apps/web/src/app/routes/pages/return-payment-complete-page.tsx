import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { FeeCompleteRoute } from "../../../features/returns/routes/fee-complete-route";
import { href } from "../paths";

/** `/return/payment/complete`: back from the fee's card payment (or after easy pay). */
export default function ReturnPaymentCompletePage() {
  const { t } = useTranslation("routes");
  return (
    <>
      <PageHeader title={t("returnPaymentComplete")} bordered />
      <main>
        <FeeCompleteRoute
          detailTo={(returnNo) => href("returnHistory", {}, { returnNo })}
          payTo={(returnNo) => href("returnPayment", {}, { returnNo })}
        />
      </main>
    </>
  );
}
