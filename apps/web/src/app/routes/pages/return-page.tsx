import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { ReturnDetailRoute } from "../../../features/returns/routes/return-detail-route";
import { ReturnListRoute } from "../../../features/returns/routes/return-list-route";
import { ReturnRequestRoute } from "../../../features/returns/routes/return-request-route";
import { href } from "../paths";

const detailTo = (returnNo: string) => href("returnHistory", {}, { returnNo });

/**
 * `/return`: my returns and exchanges; `?returnNo=` one of them; `?view=request&orderNo=` the
 * request form of an order (opened from the order's detail).
 */
export default function ReturnPage() {
  const { t } = useTranslation("returns");
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const returnNo = search.get("returnNo")?.trim() ?? "";
  const orderNo = search.get("orderNo")?.trim() ?? "";
  const requesting = search.get("view") === "request" && orderNo !== "";
  const goBack = useGoBack(requesting ? href("orderHistoryDetail", {}, { orderNo }) : href("mypage"));
  const title = requesting ? t("requestTitle") : t("title");
  return (
    <>
      <PageHeader title={title} onBack={goBack} bordered />
      <main>
        {requesting ? (
          <ReturnRequestRoute
            key={orderNo}
            orderNo={orderNo}
            addressBookTo={href("myShipping")}
            onDone={(no, feeDue) =>
              void navigate(feeDue ? href("returnPayment", {}, { returnNo: no }) : detailTo(no), { replace: true })
            }
          />
        ) : returnNo ? (
          <ReturnDetailRoute
            key={returnNo}
            returnNo={returnNo}
            payTo={(no) => href("returnPayment", {}, { returnNo: no })}
            orderTo={(no) => href("orderHistoryDetail", {}, { orderNo: no })}
            listTo={href("returnHistory")}
          />
        ) : (
          <ReturnListRoute detailTo={detailTo} />
        )}
      </main>
    </>
  );
}
