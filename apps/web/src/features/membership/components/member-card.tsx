import { useTranslation } from "react-i18next";
import { Barcode } from "../../../components/ui/barcode";
import { formatCardNumber } from "../../../lib/format/card";
import { gradeRank } from "../rules/grade-rank";
import styles from "./member-card.module.css";

type MemberCardProps = {
  name: string;
  gradNm: string | null;
  cardNo: string | null;
  onViewLarger: () => void;
};

/** The card of the panel: name with honorific, grade (rank colour), small barcode, 4-4-4-4 number. */
export function MemberCard({ name, gradNm, cardNo, onViewLarger }: MemberCardProps) {
  const { t } = useTranslation("membership");
  const { t: tc } = useTranslation("common");
  const rank = gradeRank(gradNm);
  const digits = (cardNo ?? "").replace(/\D/g, "");

  return (
    <div className={`${styles.card} ${rank ? styles[rank] : ""}`} data-rank={rank ?? undefined}>
      <div className={styles.head}>
        <p className={styles.name}>{tc("honorific", { name })}</p>
        {gradNm ? <span className={styles.grade}>{gradNm}</span> : null}
      </div>
      {digits ? (
        <>
          <div className={styles.barcodeBox}>
            <Barcode value={digits} size="small" label={t("panel.barcode")} className={styles.barcode} />
          </div>
          <div className={styles.numberRow}>
            <p className={styles.number} data-testid="card-number">
              {formatCardNumber(digits)}
            </p>
            <button type="button" className={styles.larger} onClick={onViewLarger}>
              {t("panel.viewLarger")}
            </button>
          </div>
        </>
      ) : (
        <p className={styles.noCard}>{t("panel.noCard")}</p>
      )}
    </div>
  );
}
