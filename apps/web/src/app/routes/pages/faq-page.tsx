import { useTranslation } from "react-i18next";
import { faqsQueryOptions } from "../../../features/content/api/get-faqs";
import { ContentPage } from "../../../features/content/components/content-page";
import { FaqRoute } from "../../../features/content/routes/faq-route";
import { readFaqCategory, readKeyword } from "../../../features/content/rules/filters";
import { clientSide, prefetched } from "../prefetch";

/** The questions of the category and words in the address, in the first answer. */
export const loader = prefetched(async (queryClient, { request }) => {
  const search = new URL(request.url).searchParams;
  await queryClient.prefetchQuery(
    faqsQueryOptions({
      category: readFaqCategory(search.get("category")),
      keyword: readKeyword(search.get("keyword")),
    }),
  );
});
export const clientLoader = clientSide;

/** `/faq`: frequently asked questions. */
export default function FaqPage() {
  const { t } = useTranslation("content");
  return (
    <ContentPage title={t("faq.title")}>
      <FaqRoute />
    </ContentPage>
  );
}
