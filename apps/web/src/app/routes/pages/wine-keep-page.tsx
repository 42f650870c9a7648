import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { wineKeepsQueryOptions } from "../../../features/wine-keep/api/wine-keep";
import { WineKeepListRoute } from "../../../features/wine-keep/routes/wine-keep-list-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

const detailTo = (keepNo: string) => href("wineKeepDetail", {}, { keepNo });

export const loader = prefetched(async (queryClient) => {
  await queryClient.prefetchQuery(wineKeepsQueryOptions());
});
export const clientLoader = clientSide;

/** `/wineKeep` (members): my kept bottles by store, and the past keeps. */
export default function WineKeepPage() {
  const { t } = useTranslation("wineKeep");
  const goBack = useGoBack(href("mypage"));
  return (
    <>
      <PageHeader title={t("title")} onBack={goBack} bordered />
      <main>
        <WineKeepListRoute detailTo={detailTo} />
      </main>
    </>
  );
}
