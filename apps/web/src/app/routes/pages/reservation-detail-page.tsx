import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useSessionState } from "../../../features/auth/state/session-state";
import { preorderQueryOptions } from "../../../features/preorders/api/get-preorder";
import { PreorderDetailRoute } from "../../../features/preorders/routes/preorder-detail-route";
import { href } from "../paths";
import { clientSide, prefetched } from "../prefetch";

export const loader = prefetched(async (queryClient, { request }) => {
  const preorderCd = new URL(request.url).searchParams.get("preorderCd")?.trim() ?? "";
  if (preorderCd) await queryClient.prefetchQuery(preorderQueryOptions(preorderCd));
});
export const clientLoader = clientSide;

/** `/reservation/detail?preorderCd=`: one pre-order; `Pre-order` goes to the order page (a guest signs in first). */
export default function ReservationDetailPage() {
  const { t } = useTranslation("routes");
  const goBack = useGoBack(href("reservationList"));
  const [search] = useSearchParams();
  const preorderCd = search.get("preorderCd")?.trim() ?? "";
  const isMember = useSessionState((s) => Boolean(s.loginUserInfo?.mberNo));
  const navigate = useNavigate();
  const orderTo = href("reservationOrder", {}, { preorderCd });
  return (
    <>
      <PageHeader title={t("reservationDetail")} onBack={goBack} bordered />
      <main>
        <PreorderDetailRoute
          key={preorderCd}
          preorderCd={preorderCd}
          listTo={href("reservationList")}
          onOrder={() => void navigate(isMember ? orderTo : href("login", {}, { redirectPath: orderTo }))}
        />
      </main>
    </>
  );
}
