import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { preordersQueryOptions } from "../../../features/preorders/api/get-preorders";
import { PreorderListRoute } from "../../../features/preorders/routes/preorder-list-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

const detailTo = (preorderCd: string) => href("reservationDetail", {}, { preorderCd });

export const loader = prefetched(async (queryClient, { request }) => {
  const tab = new URL(request.url).searchParams.get("tab") === "UPCOMING" ? "UPCOMING" : "OPEN";
  await queryClient.prefetchQuery(preordersQueryOptions(tab));
});
export const clientLoader = clientSide;

/** `/reservation/list`: pre-orders open and upcoming. */
export default function ReservationListPage() {
  const { t } = useTranslation("routes");
  const goBack = useGoBack(href("main"));
  return (
    <>
      <PageHeader title={t("reservationList")} onBack={goBack} bordered />
      <main>
        <PreorderListRoute detailTo={detailTo} mineTo={href("reservation")} />
      </main>
    </>
  );
}
