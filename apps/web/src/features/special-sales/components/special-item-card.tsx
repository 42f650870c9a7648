import type { SpecialItem } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "../../../lib/format/number";
import styles from "./special-item.module.css";

/** One bottle of the sale: the regular price struck through, the special price and its rate. */
export function SpecialPrice({ item }: { item: Pick<SpecialItem, "normalPrice" | "specialPrice" | "dcRate"> }) {
  const { t } = useTranslation("specialSales");
  return (
    <div>
      <span className={styles.regular}>
        <span className="visually-hidden">{t("item.regular")} </span>
        {formatNumber(item.normalPrice)}원
      </span>
      <div className={styles.priceRow}>
        {item.dcRate > 0 ? <span className={styles.rate}>{t("item.off", { rate: item.dcRate })}</span> : null}
        <span className={styles.price}>
          <span className="visually-hidden">{t("item.special")} </span>
          {formatNumber(item.specialPrice)}원
        </span>
      </div>
    </div>
  );
}

export function SpecialItemTags({ item }: { item: SpecialItem }) {
  const { t } = useTranslation("specialSales");
  return (
    <div className={styles.tags}>
      {item.soldOut ? <span className={`${styles.tag} ${styles.soldOut}`}>{t("item.soldOut")}</span> : null}
      {!item.soldOut && item.stockQty !== null ? (
        <span className={styles.tag}>{t("item.left", { count: item.stockQty })}</span>
      ) : null}
      <span className={styles.tag}>{t("item.limit", { count: item.orderLimit })}</span>
    </div>
  );
}

export function SpecialItemCard({ item, to }: { item: SpecialItem; to: string }) {
  const { t } = useTranslation("specialSales");
  return (
    <Link to={to} className={styles.row} data-item-cd={item.itemCd}>
      <img className={styles.image} src={item.imageUrl} alt="" loading="lazy" width={88} height={88} />
      <div className={styles.body}>
        <p className={styles.name}>{item.itemNm}</p>
        <span className={styles.sub}>{t("item.volume", { ml: item.volumeMl, abv: item.abv })}</span>
        <SpecialPrice item={item} />
        <SpecialItemTags item={item} />
      </div>
    </Link>
  );
}
