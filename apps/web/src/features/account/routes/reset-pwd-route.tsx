import { isLoginIdValid } from "@cellar/contracts/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../../components/ui/page-header";
import { TextField } from "../../../components/ui/text-field";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useCertState, verifiedIdentity } from "../../../domain/certification/cert-state";
import { accountErrorText, isCertError } from "../../../domain/errors/account-error-text";
import { useResetPassword } from "../api/passwords";
import styles from "../components/account.module.css";
import { CertStart } from "../components/cert-start";
import { PasswordForm } from "../components/password-form";

export type ResetPwdLinks = { back: string; cert: string; login: string };

/** `/resetpwd`: phone certification, then the login id and a new password. */
export function ResetPwdRoute({ links }: { links: ResetPwdLinks }) {
  const { t } = useTranslation("account");
  const goBack = useGoBack(links.back);
  const cert = useCertState();
  const reset = useResetPassword();
  const [loginId, setLoginId] = useState("");
  const [idMissing, setIdMissing] = useState(false);
  const identity = verifiedIdentity(cert, "resetPwd");

  return (
    <>
      <PageHeader title={t("resetPwd.title")} onBack={goBack} />
      <main className={styles.page}>
        {reset.isSuccess ? (
          <>
            <div className={styles.result} role="status">
              <p>{t("resetPwd.done")}</p>
            </div>
            <div className={styles.actions}>
              <Link to={links.login} className={styles.primaryLink}>
                {t("resetPwd.login")}
              </Link>
            </div>
          </>
        ) : identity ? (
          <>
            <p className={styles.text}>{t("password.certified")}</p>
            <div className={styles.form}>
              <TextField
                label={t("resetPwd.loginId")}
                autoComplete="username"
                autoCapitalize="none"
                placeholder={t("resetPwd.loginIdPlaceholder")}
                value={loginId}
                onChange={(e) => setLoginId(e.target.value.trim().toLowerCase())}
                error={idMissing && !isLoginIdValid(loginId) ? t("join:input.loginIdRule") : null}
              />
            </div>
            <PasswordForm
              withCurrent={false}
              loginId={loginId}
              submitLabel={t("resetPwd.save")}
              pending={reset.isPending}
              errorText={accountErrorText(reset.error)}
              onSubmit={(values) => {
                if (!isLoginIdValid(loginId)) {
                  setIdMissing(true);
                  return;
                }
                reset.mutate(
                  {
                    certToken: cert.moduleToken,
                    loginId,
                    newPassword: values.newPassword,
                    confirmPassword: values.confirmPassword,
                  },
                  {
                    onSuccess: () => useCertState.getState().reset(),
                    onError: (error) => {
                      if (isCertError(error)) useCertState.getState().reset();
                    },
                  },
                );
              }}
            />
          </>
        ) : (
          <>
            <p className={styles.text}>{t("resetPwd.text")}</p>
            {reset.error ? (
              <p className={`${styles.error} ${styles.form}`} role="alert">
                {accountErrorText(reset.error)}
              </p>
            ) : null}
            <CertStart certType="resetPwd" certHref={links.cert} label={t("resetPwd.verify")} />
          </>
        )}
      </main>
    </>
  );
}
