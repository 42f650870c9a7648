import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { wineKeepQueryOptions } from "../../../features/wine-keep/api/wine-keep";
import { WineKeepDetailRoute } from "../../../features/wine-keep/routes/wine-keep-detail-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

const keepNoOf = (v: string | null) => (v ?? "").trim().slice(0, 40);

export const loader = prefetched(async (queryClient, { request }) => {
  const keepNo = keepNoOf(new URL(request.url).searchParams.get("keepNo"));
  if (keepNo) await queryClient.prefetchQuery(wineKeepQueryOptions(keepNo));
});
export const clientLoader = clientSide;

/** `/wineKeepDetail?keepNo=` (members): one keep with its barcode, bottles left and hand-overs. */
export default function WineKeepDetailPage() {
  const { t } = useTranslation("wineKeep");
  const goBack = useGoBack(href("wineKeep"));
  const [search] = useSearchParams();
  const keepNo = keepNoOf(search.get("keepNo"));
  return (
    <>
      <PageHeader title={t("detailTitle")} onBack={goBack} bordered />
      <main>
        <WineKeepDetailRoute key={keepNo} keepNo={keepNo} listTo={href("wineKeep")} />
      </main>
    </>
  );
}
