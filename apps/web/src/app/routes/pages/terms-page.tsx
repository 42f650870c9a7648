import { useTranslation } from "react-i18next";
import { termsHistoryQueryOptions } from "../../../features/content/api/get-terms";
import { ContentPage } from "../../../features/content/components/content-page";
import { TermsRoute } from "../../../features/content/routes/terms-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

const links = {
  listTo: href("terms"),
  documentTo: (stplatRegNo: string) => href("terms", {}, { stplatRegNo }),
};

/** Every document and version, in the first answer. */
export const loader = prefetched(async (queryClient) => {
  await queryClient.prefetchQuery(termsHistoryQueryOptions());
});
export const clientLoader = clientSide;

/** `/terms`: every terms document with its versions; `?stplatRegNo=` opens one. */
export default function TermsPage() {
  const { t } = useTranslation("content");
  return (
    <ContentPage title={t("terms.title")}>
      <TermsRoute links={links} />
    </ContentPage>
  );
}
