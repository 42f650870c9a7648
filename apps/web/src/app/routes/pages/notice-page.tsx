import { useTranslation } from "react-i18next";
import { noticesQueryOptions } from "../../../features/content/api/get-notices";
import { ContentPage } from "../../../features/content/components/content-page";
import { NoticeListRoute } from "../../../features/content/routes/notice-list-route";
import { readNoticeCategory } from "../../../features/content/rules/filters";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

const noticeTo = (noticeNo: number) => href("noticeDetail", {}, { noticeNo });

/** The first page of the category in the address, in the first answer. */
export const loader = prefetched(async (queryClient, { request }) => {
  const category = readNoticeCategory(new URL(request.url).searchParams.get("category"));
  await queryClient.prefetchInfiniteQuery(noticesQueryOptions(category));
});
export const clientLoader = clientSide;

/** `/notice`: the chain's notices. */
export default function NoticePage() {
  const { t } = useTranslation("content");
  return (
    <ContentPage title={t("notice.title")}>
      <NoticeListRoute noticeTo={noticeTo} />
    </ContentPage>
  );
}
