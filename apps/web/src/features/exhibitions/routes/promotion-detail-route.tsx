import { Navigate, useSearchParams } from "react-router";
import { usePromotionDetail } from "../api/get-promotion-detail";
import { DetailSkeleton } from "../components/detail-skeleton";
import { DetailView } from "../components/detail-view";
import { LoadError } from "../components/page-states";
import { useDetailPages } from "../hooks/use-detail-pages";

type PromotionDetailRouteProps = {
  listTo: string;
  productTo: (itemCd: string) => string;
};

/** `/promotion/period?promotionNo=`: one promotion and its products (ten per page). */
export function PromotionDetailRoute({ listTo, productTo }: PromotionDetailRouteProps) {
  const [search] = useSearchParams();
  const promotionNo = search.get("promotionNo")?.trim() ?? "";
  if (!promotionNo) return <Navigate to={listTo} replace />;
  return <PromotionDetail key={promotionNo} promotionNo={promotionNo} listTo={listTo} productTo={productTo} />;
}

function PromotionDetail({ promotionNo, listTo, productTo }: PromotionDetailRouteProps & { promotionNo: string }) {
  const query = usePromotionDetail(promotionNo);
  const pages = useDetailPages(query);
  if (query.isError && !pages.first) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} listTo={listTo} />;
  }
  if (!pages.first) return <DetailSkeleton />;
  const promotion = pages.first;
  return (
    <DetailView
      banner={promotion}
      description={{ text: promotion.description }}
      products={pages.products}
      totalCnt={pages.totalCnt}
      hasMore={pages.hasMore}
      onLoadMore={pages.loadMore}
      productTo={productTo}
    />
  );
}
