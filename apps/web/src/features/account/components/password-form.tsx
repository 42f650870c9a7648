import { isPasswordValid } from "@cellar/contracts/client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { PasswordRules } from "../../../components/ui/password-rules";
import { TextField } from "../../../components/ui/text-field";
import styles from "./account.module.css";

export type PasswordValues = { currentPassword?: string; newPassword: string; confirmPassword: string };

type PasswordFormProps = {
  /** Ask for the current password (not after a certification). */
  withCurrent: boolean;
  /** The login id, when known, for the "does not contain your ID" rule. */
  loginId?: string;
  submitLabel: string;
  pending: boolean;
  errorText: string | null;
  onSubmit: (values: PasswordValues) => void;
};

/** New password (rules shown while typing) and its confirmation, optionally the current password. */
export function PasswordForm({
  withCurrent,
  loginId = "",
  submitLabel,
  pending,
  errorText,
  onSubmit,
}: PasswordFormProps) {
  const { t } = useTranslation("account");
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [tried, setTried] = useState(false);
  const reveal = { show: t("password.show"), hide: t("password.hide") };
  const nextOk = isPasswordValid(next, loginId);
  const confirmOk = confirm !== "" && confirm === next;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (pending || !nextOk || !confirmOk || (withCurrent && !current)) return;
    onSubmit({ ...(withCurrent ? { currentPassword: current } : {}), newPassword: next, confirmPassword: confirm });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {withCurrent ? (
        <TextField
          label={t("password.current")}
          autoComplete="current-password"
          placeholder={t("password.currentPlaceholder")}
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          reveal={reveal}
          aria-invalid={tried && !current ? true : undefined}
        />
      ) : null}
      <TextField
        label={t("password.next")}
        autoComplete="new-password"
        maxLength={20}
        placeholder={t("password.nextPlaceholder")}
        value={next}
        onChange={(e) => setNext(e.target.value)}
        reveal={reveal}
        aria-invalid={tried && !nextOk ? true : undefined}
        hint={<PasswordRules password={next} loginId={loginId} />}
      />
      <TextField
        label={t("password.confirm")}
        autoComplete="new-password"
        maxLength={20}
        placeholder={t("password.confirmPlaceholder")}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        reveal={reveal}
        error={confirm && !confirmOk ? t("password.mismatch") : null}
        hint={confirmOk ? <span className={styles.ok}>{t("password.match")}</span> : undefined}
      />
      {errorText ? (
        <p className={styles.error} role="alert">
          {errorText}
        </p>
      ) : null}
      <Button type="submit" block disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
