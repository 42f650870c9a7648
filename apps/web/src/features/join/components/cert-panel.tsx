import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./join.module.css";

type CertPanelProps = {
  /** Where the certification starts (`/comm/commPhoneCert?...`). */
  certHref: string;
  /** The last certification was cancelled, expired or already used. */
  failed: boolean;
};

/** Before the input step: why and how to verify the phone. */
export function CertPanel({ certHref, failed }: CertPanelProps) {
  const { t } = useTranslation("join");
  return (
    <section className={styles.step} aria-labelledby="join-cert-heading">
      <h2 id="join-cert-heading" className={styles.heading}>
        {t("cert.heading")}
      </h2>
      <div className={styles.certCard}>
        <p>{t("cert.text")}</p>
        {failed ? (
          <p className={styles.error} role="alert">
            {t("cert.failed")}
          </p>
        ) : null}
        <Link to={certHref} className={styles.certLink}>
          {t("cert.start")}
        </Link>
      </div>
    </section>
  );
}
