import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./coming-soon.module.css";
import { WineGlassIcon } from "./icons";

/** Shared "coming soon" body for pages a later issue builds. */
export function ComingSoon({ title, action }: { title: string; action?: ReactNode }) {
  const { t } = useTranslation("shell");
  const titleId = useId();
  return (
    <section className={styles.wrap} aria-labelledby={titleId}>
      <div className={styles.badge}>
        <WineGlassIcon size={38} />
      </div>
      <p className={styles.eyebrow}>{t("comingSoon.eyebrow")}</p>
      <h2 id={titleId} className={styles.title}>
        {t("comingSoon.title", { page: title })}
      </h2>
      <p className={styles.text}>{t("comingSoon.text")}</p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
