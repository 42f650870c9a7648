import { useTranslation } from "react-i18next";
import { SubPage } from "../../../features/exhibitions/components/sub-page";
import { PromotionDetailRoute } from "../../../features/exhibitions/routes/promotion-detail-route";
import { href } from "../paths";

const productTo = (itemCd: string) => href("productDetail", { itemCd });

export default function PromotionDetailPage() {
  const { t } = useTranslation("exhibitions");
  return (
    <SubPage title={t("promotion.title")} cartTo={href("cart")}>
      <PromotionDetailRoute listTo={href("promotion")} productTo={productTo} />
    </SubPage>
  );
}
