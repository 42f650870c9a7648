import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../components/ui/bottom-sheet";
import { useSessionStore } from "../../features/auth/stores/session-store";
import { formatCardNumber } from "../../lib/format/card";
import styles from "./membership-card-sheet.module.css";

/** Centre-button panel until the membership issue lands: holder name and the card number, 4-4-4-4. */
export function MembershipCardSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("shell");
  const userInfo = useSessionStore((s) => s.userInfo);
  const cardNo = formatCardNumber(userInfo?.mbrshCardNo);

  return (
    <BottomSheet open={open} onClose={onClose} title={t("membershipCard.title")}>
      <div className={styles.card}>
        <p className={styles.brand}>CELLAR MEMBERSHIP</p>
        <p className={styles.holder}>{t("membershipCard.holder", { name: userInfo?.korMberNm ?? "" })}</p>
        {cardNo ? (
          <>
            <p className={styles.numberLabel}>{t("membershipCard.cardNumber")}</p>
            <p className={styles.number}>{cardNo}</p>
          </>
        ) : (
          <p className={styles.noCard}>{t("membershipCard.noCard")}</p>
        )}
      </div>
      <p className={styles.hint}>{t("membershipCard.hint")}</p>
    </BottomSheet>
  );
}
