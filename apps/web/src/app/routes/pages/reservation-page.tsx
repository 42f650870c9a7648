import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { reservationsQueryOptions } from "../../../features/preorders/api/get-reservations";
import { ReservationsRoute } from "../../../features/preorders/routes/reservations-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

const detailTo = (preorderCd: string) => href("reservationDetail", {}, { preorderCd });

export const loader = prefetched(async (queryClient) => {
  await queryClient.prefetchQuery(reservationsQueryOptions());
});
export const clientLoader = clientSide;

/** `/reservation` (members): my pre-orders with their status, voucher, cancel and refund. */
export default function ReservationPage() {
  const { t } = useTranslation("routes");
  const goBack = useGoBack(href("mypage"));
  return (
    <>
      <PageHeader title={t("reservation")} onBack={goBack} bordered />
      <main>
        <ReservationsRoute listTo={href("reservationList")} detailTo={detailTo} />
      </main>
    </>
  );
}
