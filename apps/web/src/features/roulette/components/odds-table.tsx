import { oddsPercent, type RoulettePrize } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format/number";
import { prizeName } from "../rules/prize-text";
import styles from "./odds-table.module.css";

/** The published odds of every prize (percent of 10,000 basis points) and the units left of each. */
export function OddsTable({ prizes }: { prizes: RoulettePrize[] }) {
  const { t } = useTranslation("roulette");
  const stockText = (p: RoulettePrize) =>
    p.stockLeft === null || p.stockTotal === null
      ? t("odds.unlimited")
      : p.stockLeft === 0
        ? t("odds.soldOut")
        : t("odds.left", { left: formatNumber(p.stockLeft), total: formatNumber(p.stockTotal) });
  return (
    <section className={styles.section} aria-labelledby="roulette-odds">
      <h2 id="roulette-odds" className={styles.heading}>
        {t("odds.title")}
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t("odds.prize")}</th>
            <th scope="col">{t("odds.chance")}</th>
            <th scope="col">{t("odds.stock")}</th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((p) => (
            <tr key={p.prizeNo} data-sold-out={p.stockLeft === 0 || undefined}>
              <th scope="row">{prizeName(p)}</th>
              <td>{t("odds.percent", { value: oddsPercent(p.oddsBp) })}</td>
              <td>{stockText(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t("odds.fallback")}</p>
    </section>
  );
}
