import type { LuckyDrawSummary } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatNumber } from "../../../lib/format/number";
import { formatInstant } from "../../../lib/format/seoul-time";
import { badgeOf, entryWindow } from "../rules/lucky-text";
import styles from "./draw-card.module.css";

/** One draw in a list: the bottle, its badge, price, winners, entry window and announcement. */
export function DrawCard({ draw, to, eager = false }: { draw: LuckyDrawSummary; to: string; eager?: boolean }) {
  const { t } = useTranslation("luckydraw");
  const badge = badgeOf(draw);
  return (
    <Link to={to} className={styles.card} data-lucky-draw={draw.luckyDrawCd}>
      <span className={styles.media}>
        {draw.bottle.imageUrl ? (
          <img
            className={styles.image}
            src={draw.bottle.imageUrl}
            alt=""
            width={112}
            height={112}
            loading={eager ? "eager" : "lazy"}
          />
        ) : null}
        <LuckyBadge badge={badge} className={styles.badge} />
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{draw.title}</span>
        <span className={styles.bottle}>{draw.bottle.itemNm}</span>
        <span className={styles.price}>{t("card.price", { value: formatNumber(draw.drawPrice) })}</span>
        <span className={styles.line}>
          {t("card.winners", { count: draw.winnerCnt })}
          {draw.paidOnlyYn === "Y" ? ` · ${t("card.paidOnly")}` : ""}
          {draw.minGradNm ? ` · ${t("card.minGrade", { grade: draw.minGradNm })}` : ""}
        </span>
        <span className={styles.line}>{t("card.window", { value: entryWindow(draw) })}</span>
        <span className={styles.line}>{t("card.announce", { value: formatInstant(draw.announceAt) })}</span>
      </span>
    </Link>
  );
}

/** The state or my result as a small coloured label. */
export function LuckyBadge({ badge, className }: { badge: string; className?: string }) {
  const { t } = useTranslation("luckydraw");
  return (
    <span className={`${styles.tag} ${className ?? ""}`} data-badge={badge}>
      {t(`badge.${badge}`)}
    </span>
  );
}
