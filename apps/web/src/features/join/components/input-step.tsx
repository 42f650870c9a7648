import { type CertIdentity, isLoginIdValid } from "@cellar/contracts/client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { CtaBar } from "../../../components/ui/cta-bar";
import { PasswordRules } from "../../../components/ui/password-rules";
import { TextField } from "../../../components/ui/text-field";
import { formatDate } from "../../../lib/format/date";
import { formatPhone } from "../../../lib/format/phone";
import { type AvailabilityChecks, type JoinInput, useJoinForm } from "../hooks/use-join-form";
import styles from "./join.module.css";

type InputStepProps = AvailabilityChecks & {
  identity: CertIdentity;
  pending: boolean;
  /** Server refusal (duplicate id, email or person, expired certification). */
  errorText: string | null;
  onSubmit: (input: JoinInput) => void;
  /** The e-mail a social account brought, filled in (still editable). */
  initialEmail?: string;
};

/** Step 2: the certified person (read-only) and the account fields, with the password rules live. */
export function InputStep({ identity, pending, errorText, onSubmit, initialEmail, ...checks }: InputStepProps) {
  const { t } = useTranslation("join");
  const { form, set, idChecked, emailTaken, nickTaken, ok, valid, checkId, checkTaken } = useJoinForm(
    checks,
    initialEmail,
  );
  const [tried, setTried] = useState(false);

  const check = async () => {
    if (!(await checkId())) setTried(true);
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    setTried(true);
    if (!valid || pending) return;
    onSubmit({ ...form, email: form.email.trim() });
  };

  const idError =
    idChecked === "taken"
      ? t("input.idTaken")
      : tried && !isLoginIdValid(form.loginId)
        ? t("input.loginIdRule")
        : tried && idChecked !== "available"
          ? t("input.idUnchecked")
          : null;
  const reveal = { show: t("input.showPassword"), hide: t("input.hidePassword") };

  return (
    <section className={styles.step} aria-labelledby="join-input-heading">
      <h2 id="join-input-heading" className={styles.heading}>
        {t("input.heading")}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={t("input.name")} value={identity.korMberNm} readOnly />
        <TextField label={t("input.birthday")} value={formatDate(identity.birthday)} readOnly />
        <TextField
          label={t("input.phone")}
          value={formatPhone(`${identity.telFrstNo}${identity.telMidNo}${identity.telIndNo}`)}
          readOnly
        />
        <TextField
          label={t("input.loginId")}
          name="loginId"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          placeholder={t("input.loginIdPlaceholder")}
          value={form.loginId}
          onChange={set("loginId")}
          error={idError}
          hint={
            idChecked === "available" ? (
              <span className={styles.ok}>{t("input.idAvailable")}</span>
            ) : (
              t("input.loginIdRule")
            )
          }
          action={
            <Button variant="outline" size="md" className={styles.checkButton} onClick={check} disabled={!form.loginId}>
              {t("input.check")}
            </Button>
          }
        />
        <TextField
          label={t("input.password")}
          name="loginPassword"
          autoComplete="new-password"
          maxLength={20}
          placeholder={t("input.passwordPlaceholder")}
          value={form.loginPassword}
          onChange={set("loginPassword")}
          reveal={reveal}
          aria-invalid={tried && !ok.password ? true : undefined}
          hint={<PasswordRules password={form.loginPassword} loginId={form.loginId} />}
        />
        <TextField
          label={t("input.confirmPassword")}
          name="confirmPassword"
          autoComplete="new-password"
          maxLength={20}
          placeholder={t("input.confirmPlaceholder")}
          value={form.confirmPassword}
          onChange={set("confirmPassword")}
          reveal={reveal}
          error={form.confirmPassword && !ok.confirm ? t("input.confirmMismatch") : null}
          hint={ok.confirm ? <span className={styles.ok}>{t("input.confirmMatch")}</span> : undefined}
        />
        <TextField
          label={t("input.email")}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={100}
          placeholder={t("input.emailPlaceholder")}
          value={form.email}
          onChange={set("email")}
          onBlur={() => void checkTaken("email")}
          error={
            emailTaken
              ? t("account:errors.duplicateEmail")
              : (tried || form.email.length > 3) && !ok.email
                ? t("input.emailInvalid")
                : null
          }
        />
        <TextField
          label={t("input.nickName")}
          name="nickName"
          maxLength={10}
          placeholder={t("input.nickNamePlaceholder")}
          value={form.nickName}
          onChange={set("nickName")}
          onBlur={() => void checkTaken("nickName")}
          error={
            nickTaken
              ? t("account:errors.duplicateNickname")
              : (tried || form.nickName.length > 0) && !ok.nickName
                ? t("input.nickNameInvalid")
                : null
          }
        />
        {errorText ? (
          <p className={styles.error} role="alert">
            {errorText}
          </p>
        ) : null}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
      <CtaBar actions={[{ label: t("input.submit"), onClick: () => submit(), disabled: pending }]} />
    </section>
  );
}
