import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { PreorderCompleteRoute } from "../../../features/preorders/routes/preorder-complete-route";
import { href } from "../paths";

/** `/reservation/complete?reservationNo=`: after paying (back from the card page or easy pay). */
export default function ReservationCompletePage() {
  const { t } = useTranslation("routes");
  return (
    <>
      <PageHeader title={t("reservationComplete")} bordered />
      <main>
        <PreorderCompleteRoute mineTo={href("reservation")} listTo={href("reservationList")} />
      </main>
    </>
  );
}
