import type { ReturnFee } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format/number";
import styles from "../routes/returns.module.css";

/** The fee the request will ask for (the server computes the same rule, decisions 403 and 420). */
export function FeePreview({ fee }: { fee: ReturnFee }) {
  const { t } = useTranslation("returns");
  const won = (value: number) => t("won", { value: formatNumber(value) });
  if (fee.total === 0) return <p className={styles.sub}>{t("request.feeNone")}</p>;
  return (
    <>
      <dl className={styles.facts}>
        {fee.returnShipping > 0 || fee.optionDifference === 0 ? (
          <>
            <dt>{t("request.feeReturn")}</dt>
            <dd>{won(fee.returnShipping)}</dd>
          </>
        ) : null}
        {fee.optionDifference > 0 ? (
          <>
            <dt>{t("request.feeOption")}</dt>
            <dd>{won(fee.optionDifference)}</dd>
          </>
        ) : null}
        {fee.lostFreeShipping > 0 ? (
          <>
            <dt>{t("request.feeLost")}</dt>
            <dd>{won(fee.lostFreeShipping)}</dd>
          </>
        ) : null}
        <dt className={styles.total}>{t("request.feeTotal")}</dt>
        <dd className={styles.total} data-testid="return-fee-total">
          {won(fee.total)}
        </dd>
      </dl>
      <p className={styles.hint}>{t("request.feeNote")}</p>
    </>
  );
}
