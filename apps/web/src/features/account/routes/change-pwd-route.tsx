import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useCertState, verifiedIdentity } from "../../../domain/certification/cert-state";
import { accountErrorText, isCertError } from "../../../domain/errors/account-error-text";
import { formatDate } from "../../../lib/format/date";
import { useGlobalState } from "../../../lib/state/global-state";
import { useChangePassword, useChangePasswordLater } from "../api/passwords";
import styles from "../components/account.module.css";
import { MemberOnly } from "../components/member-only";
import { PasswordForm } from "../components/password-form";

export type ChangePwdLinks = { home: string; login: string; cert: string };

type ChangePwdRouteProps = {
  links: ChangePwdLinks;
  loggedIn: boolean;
  loginId: string;
  /** The change-due day; the "change later" choice is offered when it is set. */
  pwdChngLmttDe: string | null;
  /** The member's info is read again after a change (the due day moved). */
  onChanged: () => void;
};

/**
 * `/changepwd`: the periodic password change. Proven by the current password or, when it is
 * forgotten, by a phone certification; "change later" moves the due day on.
 */
export function ChangePwdRoute({ links, loggedIn, loginId, pwdChngLmttDe, onChanged }: ChangePwdRouteProps) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const goBack = useGoBack(links.home);
  const cert = useCertState();
  const change = useChangePassword();
  const later = useChangePasswordLater();
  const certified = verifiedIdentity(cert, "changePwd") !== null;
  const done = (message: string) => {
    useGlobalState.getState().showToast(message);
    onChanged();
    void navigate(links.home, { replace: true });
  };

  return (
    <>
      <PageHeader title={t("password.title")} onBack={goBack} />
      <main className={styles.page}>
        <MemberOnly loggedIn={loggedIn} loginHref={links.login}>
          <h2 className={styles.heading}>{t("password.dueTitle")}</h2>
          <p className={styles.text}>{t("password.dueTextNoDate")}</p>
          {certified ? <p className={`${styles.notice} ${styles.ok}`}>{t("password.certified")}</p> : null}
          <PasswordForm
            withCurrent={!certified}
            loginId={loginId}
            submitLabel={t("password.save")}
            pending={change.isPending}
            errorText={accountErrorText(change.error ?? later.error)}
            onSubmit={(values) =>
              change.mutate(certified ? { ...values, certToken: cert.moduleToken } : values, {
                onSuccess: () => {
                  useCertState.getState().reset();
                  done(t("password.done"));
                },
                onError: (error) => {
                  if (isCertError(error)) useCertState.getState().reset();
                },
              })
            }
          />
          <div className={styles.actions}>
            {pwdChngLmttDe ? (
              <Button
                variant="outline"
                block
                disabled={later.isPending}
                onClick={() =>
                  later.mutate(undefined, {
                    onSuccess: (due) => done(t("password.laterDone", { date: formatDate(due.pwdChngLmttDe) })),
                  })
                }
              >
                {t("password.later")}
              </Button>
            ) : null}
            {!certified ? (
              <Link to={links.cert} className={styles.textLink} onClick={() => useCertState.getState().reset()}>
                {t("password.forgot")}
              </Link>
            ) : null}
          </div>
        </MemberOnly>
      </main>
    </>
  );
}
