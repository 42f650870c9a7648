import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { PageHeader } from "../../../components/ui/page-header";
import { useCertState } from "../../../domain/certification/cert-state";
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
  const stored = useCertState.getState();
  const token = params.get("token") || stored.moduleToken;
  const back = safePath(stored.callback, homeHref);

  /**
   * Replaces this entry with the page the certification started from, then opens the return page
   * on top: back leads to that page, not to the provider's spent page before this one.
   */
  const returnTo = async (to: string, under: string | null) => {
    try {
      if (under && under !== to) {
        await navigate(under, { replace: true });
        await navigate(to);
      } else {
        await navigate(to, { replace: true });
      }
    } catch {
      // A guard redirect: the router already went where it had to.
    }
  };

  useEffect(() => {
    if (doneRef.current) return;
    doneRef.current = true;
    if (!token || stored.certType !== certType) return;
    result.mutate(token, {
      onSuccess: (answer) => {
        useCertState.getState().finish(answer.status, answer.identity);
        void returnTo(back, stored.origin ? safePath(stored.origin, homeHref) : null);
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
