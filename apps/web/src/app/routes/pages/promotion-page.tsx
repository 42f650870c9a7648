import { useTranslation } from "react-i18next";
import { SubPage } from "../../../features/exhibitions/components/sub-page";
import { PromotionListRoute } from "../../../features/exhibitions/routes/promotion-list-route";
import { href } from "../paths";

const promotionTo = (promotionNo: string) => href("promotionDetail", {}, { promotionNo });

export default function PromotionPage() {
  const { t } = useTranslation("exhibitions");
  return (
    <SubPage title={t("promotion.title")} cartTo={href("cart")}>
      <PromotionListRoute promotionTo={promotionTo} />
    </SubPage>
  );
}
