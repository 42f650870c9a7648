import { QUIT_REASON_OTHER, QUIT_REASONS, type QuitReasonCode } from "@cellar/contracts/client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Checkbox, Radio } from "../../../components/ui/choice-inputs";
import { AlertDialog } from "../../../components/ui/dialog";
import { PageHeader } from "../../../components/ui/page-header";
import { TextField } from "../../../components/ui/text-field";
import { useGoBack } from "../../../components/ui/use-go-back";
import { accountErrorText } from "../../../domain/errors/account-error-text";
import { useQuit } from "../api/quit";
import styles from "../components/account.module.css";
import { MemberOnly } from "../components/member-only";

type QuitRouteProps = { manageHref: string; loginHref: string; loggedIn: boolean; onQuit: () => void };

/** `/member/quit`: the notice, a reason, the password and a last confirmation. */
export function QuitRoute({ manageHref, loginHref, loggedIn, onQuit }: QuitRouteProps) {
  const { t, i18n } = useTranslation("account");
  const goBack = useGoBack(manageHref);
  const quit = useQuit();
  const [reason, setReason] = useState<QuitReasonCode | null>(null);
  const [text, setText] = useState("");
  const [password, setPassword] = useState("");
  const [agree, setAgree] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const lang = i18n.language === "en" ? "en" : "ko";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = !reason
      ? "needReason"
      : reason === QUIT_REASON_OTHER && !text.trim()
        ? "needText"
        : !password
          ? "needPassword"
          : !agree
            ? "needAgree"
            : null;
    setProblem(missing ? t(`quit.${missing}`) : null);
    if (!missing) setConfirming(true);
  };

  const send = () => {
    setConfirming(false);
    if (!reason) return;
    quit.mutate(
      { reasonCode: reason, ...(text.trim() ? { reasonText: text.trim() } : {}), password },
      { onSuccess: onQuit },
    );
  };

  return (
    <>
      <PageHeader title={t("quit.title")} onBack={goBack} />
      <main className={styles.page}>
        <MemberOnly loggedIn={loggedIn} loginHref={loginHref}>
          <h2 className={styles.heading}>{t("quit.heading")}</h2>
          <p className={styles.notice}>{t("quit.notice")}</p>
          <form className={styles.form} onSubmit={submit} noValidate>
            <fieldset className={styles.radios}>
              <legend className={styles.legend}>{t("quit.reason")}</legend>
              {QUIT_REASONS.map((r) => (
                <label key={r.code} className={styles.radio}>
                  <Radio name="reason" value={r.code} checked={reason === r.code} onChoose={() => setReason(r.code)} />
                  {r[lang]}
                </label>
              ))}
            </fieldset>
            {reason === QUIT_REASON_OTHER ? (
              <label className={styles.radios}>
                <span className={styles.legend}>{t("quit.reasonText")}</span>
                <textarea
                  className={styles.textarea}
                  maxLength={500}
                  placeholder={t("quit.reasonTextPlaceholder")}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              </label>
            ) : null}
            <TextField
              label={t("quit.password")}
              type="password"
              autoComplete="current-password"
              placeholder={t("quit.passwordPlaceholder")}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <label className={styles.radio}>
              <Checkbox checked={agree} onCheckedChange={setAgree} />
              {t("quit.agree")}
            </label>
            {problem || quit.error ? (
              <p className={styles.error} role="alert">
                {problem ?? accountErrorText(quit.error)}
              </p>
            ) : null}
            <Button type="submit" block variant="secondary" disabled={quit.isPending}>
              {t("quit.submit")}
            </Button>
          </form>
        </MemberOnly>
      </main>
      <AlertDialog
        open={confirming}
        message={t("quit.confirm")}
        confirmLabel={t("quit.confirmYes")}
        cancelLabel={t("common:cancel")}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      />
    </>
  );
}
