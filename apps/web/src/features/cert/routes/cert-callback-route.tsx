import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { PageHeader } from "../../../components/ui/page-header";
import { useCertStore } from "../../../lib/state/cert-store";
import { useCertResult } from "../api/get-cert-result";
import styles from "./cert.module.css";

/**
 * `/commonCert/callback/{certType}?token=…`: the provider returns here. The confirmed result is read
 * from the API (never trusted from the address), kept in the certification store, and the user goes
 * back to the step that started it, which reads the store.
 */
type CertCallbackRouteProps = {
  homeHref: string;
  /** The app's same-origin path check (the login's redirectPath rule): anything else goes home. */
  safePath: (value: string | null | undefined, fallback: string) => string;
};

export function CertCallbackRoute({ homeHref, safePath }: CertCallbackRouteProps) {
  const { t } = useTranslation("cert");
  const navigate = useNavigate();
  const { certType } = useParams();
  const [params] = useSearchParams();
  const result = useCertResult();
  const doneRef = useRef(false);
  const stored = useCertStore.getState();
  const token = params.get("token") || stored.moduleToken;
  const back = safePath(stored.callback, homeHref);

  useEffect(() => {
    if (doneRef.current) return;
    doneRef.current = true;
    if (!token || stored.certType !== certType) return;
    result.mutate(token, {
      onSuccess: (answer) => {
        useCertStore.getState().finish(answer.status, answer.identity);
        navigate(back, { replace: true })?.catch(() => undefined);
      },
    });
  });

  const lost = !token || stored.certType !== certType;
  return (
    <>
      <PageHeader title={t("title")} />
      <main className={styles.wrap}>
        {lost || result.isError ? (
          <>
            <p className={styles.message} role="alert">
              {lost ? t("lost") : t("resultFailed")}
            </p>
            <Button block onClick={() => navigate(back, { replace: true })}>
              {t("back")}
            </Button>
          </>
        ) : (
          <p className={styles.message} role="status">
            {t("checking")}
          </p>
        )}
      </main>
    </>
  );
}
