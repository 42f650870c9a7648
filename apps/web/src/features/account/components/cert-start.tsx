import type { CertType } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCertState } from "../../../domain/certification/cert-state";
import styles from "./account.module.css";

type CertStartProps = { certType: CertType; certHref: string; label: string };

/** The "verify with phone" link, with the failure of the last attempt (cancelled, expired, used). */
export function CertStart({ certType, certHref, label }: CertStartProps) {
  const { t } = useTranslation("account");
  const cert = useCertState();
  const failed = cert.certType === certType && cert.certResult !== null && cert.certResult !== "VERIFIED";
  return (
    <div className={styles.actions}>
      {failed ? (
        <p className={styles.error} role="alert">
          {t("certFailed")}
        </p>
      ) : null}
      <Link to={certHref} className={styles.primaryLink} onClick={() => useCertState.getState().reset()}>
        {label}
      </Link>
    </div>
  );
}
