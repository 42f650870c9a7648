import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { PreorderOrderRoute } from "../../../features/preorders/routes/preorder-order-route";
import { href } from "../paths";

/** `/reservation/order?preorderCd=`: quantity, pick-up store, coupon, amounts and the payment. */
export default function ReservationOrderPage() {
  const { t } = useTranslation("routes");
  const [search] = useSearchParams();
  const preorderCd = search.get("preorderCd")?.trim() ?? "";
  const navigate = useNavigate();
  const goBack = useGoBack(href("reservationDetail", {}, { preorderCd }));
  return (
    <>
      <PageHeader title={t("reservationOrder")} onBack={goBack} bordered />
      <main>
        <PreorderOrderRoute
          key={preorderCd}
          preorderCd={preorderCd}
          returnPath={href("reservationComplete")}
          onPaid={(reservationNo) =>
            void navigate(href("reservationComplete", {}, { reservationNo }), { replace: true })
          }
          easyPayRegisterTo={href("easypayment")}
        />
      </main>
    </>
  );
}
