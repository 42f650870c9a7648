import type { PreorderSummary } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "../../../lib/format/number";
import { formatDay } from "../rules/preorder-text";
import styles from "./preorder-card.module.css";

/** One pre-order in a list: the bottle, its state, price against the shelf price, arrival, what is left. */
export function PreorderCard({
  preorder: p,
  to,
  eager = false,
}: {
  preorder: PreorderSummary;
  to: string;
  eager?: boolean;
}) {
  const { t, i18n } = useTranslation("preorders");
  return (
    <Link to={to} className={styles.card} data-preorder={p.preorderCd}>
      <span className={styles.media} data-dim={p.state === "SOLD_OUT"}>
        {p.bottle.imageUrl ? (
          <img
            className={styles.image}
            src={p.bottle.imageUrl}
            alt=""
            width={112}
            height={112}
            loading={eager ? "eager" : "lazy"}
          />
        ) : null}
        <PreorderBadge state={p.state} className={styles.badge} />
      </span>
      <span className={styles.body}>
        <span className={styles.kind}>{t(`kind.${p.kind}`)}</span>
        <span className={styles.title}>{p.title}</span>
        <span className={styles.bottle}>{p.bottle.itemNm}</span>
        <span className={styles.prices}>
          {p.dcRate > 0 ? <span className={styles.rate}>{p.dcRate}%</span> : null}
          <span className={styles.price}>{t("won", { value: formatNumber(p.price) })}</span>
          {p.shelfPrice > p.price ? (
            <span className={styles.shelf}>{t("won", { value: formatNumber(p.shelfPrice) })}</span>
          ) : null}
        </span>
        <span className={styles.line}>{t("card.arrival", { date: formatDay(p.arrivalDate, i18n.language) })}</span>
        <span className={styles.left}>
          {p.state === "UPCOMING"
            ? t("card.total", { total: p.totalQty })
            : t("card.left", { left: p.leftQty, total: p.totalQty })}
          {" · "}
          {t("card.limit", { count: p.perMemberLimit })}
        </span>
      </span>
    </Link>
  );
}

/** The pre-order's state as a small coloured label. */
export function PreorderBadge({ state, className }: { state: PreorderSummary["state"]; className?: string }) {
  const { t } = useTranslation("preorders");
  return (
    <span className={`${styles.tag} ${className ?? ""}`} data-state={state}>
      {t(`state.${state}`)}
    </span>
  );
}
