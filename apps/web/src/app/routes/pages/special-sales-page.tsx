import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { SpecialCartRoute } from "../../../features/special-sales/routes/special-cart-route";
import { SpecialCompleteRoute } from "../../../features/special-sales/routes/special-complete-route";
import { SpecialHomeRoute } from "../../../features/special-sales/routes/special-home-route";
import { SpecialLookupRoute } from "../../../features/special-sales/routes/special-lookup-route";
import { SPECIAL_LINKS } from "./special-sales-links";

/**
 * `/specialSales`: the invitation code, then the sale's bottles; `?view=cart` the special cart and
 * pick-up order, `?view=complete` the payment's return, `?view=lookup` the guest order look-up.
 */
export default function SpecialSalesPage() {
  const { t } = useTranslation("specialSales");
  const [search] = useSearchParams();
  const view = search.get("view");
  const back = useGoBack();
  return (
    <>
      <PageHeader title={t("title")} onBack={back} bordered />
      <main>
        {view === "cart" ? (
          <SpecialCartRoute links={SPECIAL_LINKS} />
        ) : view === "complete" ? (
          <SpecialCompleteRoute links={SPECIAL_LINKS} search={search} />
        ) : view === "lookup" ? (
          <SpecialLookupRoute links={SPECIAL_LINKS} initialOrderNo={search.get("orderNo") ?? ""} />
        ) : (
          <SpecialHomeRoute links={SPECIAL_LINKS} />
        )}
      </main>
    </>
  );
}
