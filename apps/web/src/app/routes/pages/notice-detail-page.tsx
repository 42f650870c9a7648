import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { noticeQueryOptions } from "../../../features/content/api/get-notice";
import { ContentPage } from "../../../features/content/components/content-page";
import { NoticeDetailRoute } from "../../../features/content/routes/notice-detail-route";
import { readNumber } from "../../../features/content/rules/filters";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

/** The notice the address names, in the first answer. */
export const loader = prefetched(async (queryClient, { request }) => {
  const noticeNo = readNumber(new URL(request.url).searchParams.get("noticeNo"));
  if (noticeNo) await queryClient.prefetchQuery(noticeQueryOptions(noticeNo));
});
export const clientLoader = clientSide;

/** `/notice/detail?noticeNo=`: one notice. */
export default function NoticeDetailPage() {
  const { t } = useTranslation("content");
  const [search] = useSearchParams();
  const noticeNo = readNumber(search.get("noticeNo"));
  return (
    <ContentPage title={t("notice.title")}>
      <NoticeDetailRoute key={noticeNo} noticeNo={noticeNo} listTo={href("notice")} />
    </ContentPage>
  );
}
