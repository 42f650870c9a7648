import type { LuckyDrawSummary } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format/number";
import { formatInstant } from "../../../lib/format/seoul-time";
import styles from "../routes/luckydraw.module.css";
import { entryWindow } from "../rules/lucky-text";
import local from "./draw-detail.module.css";

/** The bottle's picture and the draw's key facts (price, winners, window, announcement). */
export function DrawFacts({ draw }: { draw: LuckyDrawSummary }) {
  const { t } = useTranslation("luckydraw");
  return (
    <>
      <div className={local.hero}>
        {draw.bottle.imageUrl ? (
          <img
            className={local.heroImage}
            src={draw.bottle.imageUrl}
            alt={draw.bottle.itemNm}
            width={240}
            height={240}
          />
        ) : null}
      </div>
      <div className={local.head}>
        <h2 className={local.title}>{draw.title}</h2>
        <p className={local.bottle}>
          {draw.bottle.itemNm}
          {draw.bottle.volumeMl ? ` · ${draw.bottle.volumeMl}ml` : ""}
        </p>
      </div>
      <dl className={styles.facts}>
        <dt>{t("detail.price")}</dt>
        <dd>
          <strong>{t("card.price", { value: formatNumber(draw.drawPrice) })}</strong>
          {draw.bottle.saleUprc > draw.drawPrice ? (
            <s className={local.regular}>{t("card.price", { value: formatNumber(draw.bottle.saleUprc) })}</s>
          ) : null}
        </dd>
        <dt>{t("detail.winners")}</dt>
        <dd>
          {t("card.winners", { count: draw.winnerCnt })}
          {draw.reserveCnt ? ` · ${t("detail.reserves", { count: draw.reserveCnt })}` : ""}
        </dd>
        <dt>{t("detail.window")}</dt>
        <dd>{entryWindow(draw)}</dd>
        <dt>{t("detail.announce")}</dt>
        <dd>{formatInstant(draw.announceAt)}</dd>
        <dt>{t("detail.entries")}</dt>
        <dd>{t("detail.entryCount", { count: draw.entryCnt })}</dd>
      </dl>
    </>
  );
}
