import { CERT_TYPES, type CertType } from "@cellar/contracts/client";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useCertState } from "../../../domain/certification/cert-state";
import { useStartCert } from "../api/start-cert";
import styles from "./cert.module.css";

const isCertType = (v: string | null): v is CertType => (CERT_TYPES as readonly string[]).includes(v ?? "");

/**
 * `/comm/commPhoneCert?certType=…&callback=…&from=…`: starts a certification, remembers where to return
 * and opens the provider's page in this window (it comes back on `/commonCert/callback/{certType}`).
 */
type PhoneCertRouteProps = {
  homeHref: string;
  /** The app's same-origin path check (the login's redirectPath rule): anything else goes home. */
  safePath: (value: string | null | undefined, fallback: string) => string;
};

export function PhoneCertRoute({ homeHref, safePath }: PhoneCertRouteProps) {
  const { t } = useTranslation("cert");
  const [params] = useSearchParams();
  const goBack = useGoBack(homeHref);
  const start = useStartCert();
  const startedRef = useRef(false);
  const certType = params.get("certType");
  const callback = safePath(params.get("callback"), homeHref);
  const origin = params.get("from") ? safePath(params.get("from"), homeHref) : "";

  const begin = () => {
    if (!isCertType(certType)) return;
    start.mutate(certType, {
      onSuccess: ({ moduleToken, certUrl }) => {
        useCertState.getState().start(certType, callback, moduleToken, origin);
        // Replace this entry: going back from the provider must not start another certification.
        window.location.replace(certUrl);
      },
    });
  };

  useEffect(() => {
    if (startedRef.current) return;
    startedRef.current = true;
    begin();
  });

  const failed = !isCertType(certType) || start.isError;
  return (
    <>
      <PageHeader title={t("title")} onBack={goBack} />
      <main className={styles.wrap}>
        {failed ? (
          <>
            <p className={styles.message} role="alert">
              {isCertType(certType) ? t("startFailed") : t("badRequest")}
            </p>
            {isCertType(certType) ? (
              <Button block onClick={begin}>
                {t("retry")}
              </Button>
            ) : null}
            <Button block variant="outline" onClick={goBack}>
              {t("back")}
            </Button>
          </>
        ) : (
          <p className={styles.message} role="status">
            {t("opening")}
          </p>
        )}
      </main>
    </>
  );
}
