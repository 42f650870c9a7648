import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePreordersOfItem } from "../api/get-preorders";
import styles from "../routes/preorders.module.css";
import { formatDay } from "../rules/preorder-text";

/**
 * On a product page: the bottle's open or upcoming pre-order, when it has one, as a small link to
 * it (the product page composes it in; nothing shows otherwise).
 */
export function PreorderBanner({ itemCd, detailTo }: { itemCd: string; detailTo: (preorderCd: string) => string }) {
  const { t, i18n } = useTranslation("preorders");
  const p = usePreordersOfItem(itemCd).data?.list[0];
  if (!p) return null;
  return (
    <Link to={detailTo(p.preorderCd)} className={styles.banner} data-testid="preorder-banner">
      <span>
        <strong>{t("banner.title")}</strong>
        {t("banner.text", { title: p.title, date: formatDay(p.arrivalDate, i18n.language) })}
      </span>
    </Link>
  );
}
