import { useSearchParams } from "react-router";
import { postQueryOptions } from "../../../features/community/api/get-post";
import { PostDetailRoute, type ReportTarget } from "../../../features/community/routes/post-detail-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

/** The post in the first answer. */
export const loader = prefetched(async (queryClient, { request }) => {
  const postNo = new URL(request.url).searchParams.get("postNo");
  if (postNo) await queryClient.prefetchQuery(postQueryOptions(postNo));
});
export const clientLoader = clientSide;

const listTo = (board: string) => href("community", {}, { board });
const productTo = (itemCd: string) => href("productDetail", { itemCd });
const editTo = (postNo: string) => href("communityPostPage", {}, { postNo });
const reportTo = (target: ReportTarget) => href("communityReport", {}, target);

/** `/communityDetail?postNo=` (issue 21): a post with its bottles (to the product page), likes and comments. */
export default function CommunityDetailPage() {
  const [search] = useSearchParams();
  return (
    <PostDetailRoute
      postNo={search.get("postNo")}
      listTo={listTo}
      productTo={productTo}
      editTo={editTo}
      reportTo={reportTo}
    />
  );
}
