import { checkPassword } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import styles from "./password-rules.module.css";

/**
 * The shared password rules (contracts), each marked met or not while the user types. Texts live in
 * the join namespace and serve every password form (join, reset, change).
 */
export function PasswordRules({ password, loginId, id }: { password: string; loginId: string; id?: string }) {
  const { t } = useTranslation("join");
  return (
    <ul id={id} className={styles.rules} aria-label={t("rules.title")} aria-live="polite">
      {checkPassword(password, loginId).map(({ rule, ok }) => (
        <li key={rule} className={`${styles.rule} ${ok ? styles.ok : ""}`} data-ok={ok}>
          {t(`rules.${rule}`)}
          <span className="visually-hidden">{ok ? t("rules.met") : t("rules.notMet")}</span>
        </li>
      ))}
    </ul>
  );
}
