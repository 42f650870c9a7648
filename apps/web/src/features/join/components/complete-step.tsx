import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { formatCardNumber } from "../../../lib/format/card";
import type { Joined } from "../state/join-draft-state";
import styles from "./join.module.css";

type CompleteStepProps = { joined: Joined; onHome: () => void; onMembership: () => void };

/** Step 3: welcome, the issued card and grade; the member is already signed in. */
export function CompleteStep({ joined, onHome, onMembership }: CompleteStepProps) {
  const { t } = useTranslation("join");
  return (
    <section className={styles.complete} aria-labelledby="join-complete-heading">
      <span className={styles.completeMark} aria-hidden="true">
        ✓
      </span>
      <h2 id="join-complete-heading" className={styles.heading}>
        {t("complete.heading", { name: joined.korMberNm })}
      </h2>
      <p className={styles.text}>{t("complete.text")}</p>
      <section className={styles.card} aria-label={t("complete.card")}>
        <p className={styles.cardTitle}>{t("complete.card")}</p>
        {joined.mbrshCardNo ? (
          <div className={styles.cardRow}>
            <span>{t("complete.cardNumber")}</span>
            <span className={styles.cardNumber}>{formatCardNumber(joined.mbrshCardNo)}</span>
          </div>
        ) : null}
        <div className={styles.cardRow}>
          <span>{t("complete.grade")}</span>
          <strong>{joined.gradNm}</strong>
        </div>
      </section>
      <div className={styles.actions}>
        <Button block onClick={onMembership}>
          {t("complete.goMembership")}
        </Button>
        <Button block variant="outline" onClick={onHome}>
          {t("complete.goHome")}
        </Button>
      </div>
    </section>
  );
}
