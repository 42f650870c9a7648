import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useCertState, verifiedIdentity } from "../../../domain/certification/cert-state";
import { accountErrorText } from "../../../domain/errors/account-error-text";
import { formatDate } from "../../../lib/format/date";
import { useSearchId } from "../api/id-search";
import styles from "../components/account.module.css";
import { CertStart } from "../components/cert-start";

export type FindIdLinks = { back: string; cert: string; login: string; resetPwd: string };

/** `/id/search`: phone certification, then the member's login id (masked) and join day. */
export function FindIdRoute({ links }: { links: FindIdLinks }) {
  const { t } = useTranslation("account");
  const goBack = useGoBack(links.back);
  const cert = useCertState();
  const search = useSearchId();
  const identity = verifiedIdentity(cert, "findId");
  const sentRef = useRef(false);

  useEffect(() => {
    if (!identity || sentRef.current) return;
    sentRef.current = true;
    // The token is single use: the certification is spent whatever the answer.
    search.mutate(cert.moduleToken, { onSettled: () => useCertState.getState().reset() });
  });

  return (
    <>
      <PageHeader title={t("findId.title")} onBack={goBack} />
      <main className={styles.page}>
        <p className={styles.text}>{t("findId.text")}</p>
        {search.data ? (
          <>
            <div className={styles.result} aria-live="polite">
              <p>{t("findId.result")}</p>
              <p className={styles.resultValue}>{search.data.loginId}</p>
              <p className={styles.text}>{t("findId.joined", { date: formatDate(search.data.firstScrbDe) })}</p>
            </div>
            <div className={styles.actions}>
              <Link to={links.login} className={styles.primaryLink}>
                {t("findId.login")}
              </Link>
              <Link to={links.resetPwd} className={styles.outlineLink}>
                {t("findId.resetPassword")}
              </Link>
            </div>
          </>
        ) : (
          <>
            {search.error ? (
              <p className={`${styles.error} ${styles.form}`} role="alert">
                {accountErrorText(search.error)}
              </p>
            ) : null}
            {!identity ? <CertStart certType="findId" certHref={links.cert} label={t("findId.verify")} /> : null}
          </>
        )}
      </main>
    </>
  );
}
