import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { SpecialItemRoute } from "../../../features/special-sales/routes/special-item-route";
import { SPECIAL_LINKS } from "./special-sales-links";

/** `/specialSales/productDetail?itemCd=`: one bottle of the sale at its special price. */
export default function SpecialProductPage() {
  const { t } = useTranslation("specialSales");
  const [search] = useSearchParams();
  const itemCd = search.get("itemCd") ?? "";
  const back = useGoBack(SPECIAL_LINKS.items);
  return (
    <>
      <PageHeader title={t("productTitle")} onBack={back} bordered />
      <main>
        <SpecialItemRoute key={itemCd} itemCd={itemCd} links={SPECIAL_LINKS} />
      </main>
    </>
  );
}
