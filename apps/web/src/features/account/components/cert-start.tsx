import type { CertType } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCertStore } from "../../../domain/certification/cert-store";
import styles from "./account.module.css";

type CertStartProps = { certType: CertType; certHref: string; label: string };

/** The "verify with phone" link, with the failure of the last attempt (cancelled, expired, used). */
export function CertStart({ certType, certHref, label }: CertStartProps) {
  const { t } = useTranslation("account");
  const cert = useCertStore();
  const failed = cert.certType === certType && cert.certResult !== null && cert.certResult !== "VERIFIED";
  return (
    <div className={styles.actions}>
      {failed ? (
        <p className={styles.error} role="alert">
          {t("certFailed")}
        </p>
      ) : null}
      <Link to={certHref} className={styles.primaryLink} onClick={() => useCertStore.getState().reset()}>
        {label}
      </Link>
    </div>
  );
}
