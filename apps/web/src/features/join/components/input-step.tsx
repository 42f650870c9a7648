import {
  type CertIdentity,
  isEmailValid,
  isLoginIdValid,
  isNicknameValid,
  isPasswordValid,
} from "@cellar/contracts/client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { CtaBar } from "../../../components/ui/cta-bar";
import { PasswordRules } from "../../../components/ui/password-rules";
import { TextField } from "../../../components/ui/text-field";
import { formatDate } from "../../../lib/format/date";
import { formatPhone } from "../../../lib/format/phone";
import styles from "./join.module.css";

export type JoinInput = {
  loginId: string;
  loginPassword: string;
  confirmPassword: string;
  email: string;
  nickName: string;
};

type InputStepProps = {
  identity: CertIdentity;
  pending: boolean;
  /** Server refusal (duplicate id, email or person, expired certification). */
  errorText: string | null;
  checkLoginId: (loginId: string) => Promise<boolean>;
  /** Duplicate checks run when the email or nickname field is left. */
  checkEmail: (email: string) => Promise<boolean>;
  checkNickname: (nickName: string) => Promise<boolean>;
  onSubmit: (input: JoinInput) => void;
};

type IdState = "unchecked" | "available" | "taken";

/** Step 2: the certified person (read-only) and the account fields, with the password rules live. */
export function InputStep({
  identity,
  pending,
  errorText,
  checkLoginId,
  checkEmail,
  checkNickname,
  onSubmit,
}: InputStepProps) {
  const { t } = useTranslation("join");
  const [form, setForm] = useState<JoinInput>({
    loginId: "",
    loginPassword: "",
    confirmPassword: "",
    email: "",
    nickName: "",
  });
  const [idState, setIdState] = useState<{ id: string; state: IdState }>({ id: "", state: "unchecked" });
  const [tried, setTried] = useState(false);
  /** Values the API said are taken. */
  const [taken, setTaken] = useState<{ email: string[]; nickName: string[] }>({ email: [], nickName: [] });
  const checkTaken = async (key: "email" | "nickName", value: string) => {
    try {
      const available = await (key === "email" ? checkEmail(value) : checkNickname(value));
      if (!available) setTaken((t) => ({ ...t, [key]: [...t[key], value] }));
    } catch {
      // The join call checks again; a failed pre-check only loses the early hint.
    }
  };
  const set = (key: keyof JoinInput) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: key === "loginId" ? e.target.value.trim().toLowerCase() : e.target.value }));

  const idChecked = idState.id === form.loginId ? idState.state : "unchecked";
  const passwordOk = isPasswordValid(form.loginPassword, form.loginId);
  const confirmOk = form.confirmPassword !== "" && form.confirmPassword === form.loginPassword;
  const emailTaken = taken.email.includes(form.email.trim().toLowerCase());
  const nickTaken = taken.nickName.includes(form.nickName);
  const emailOk = isEmailValid(form.email.trim()) && !emailTaken;
  const nickOk = isNicknameValid(form.nickName) && !nickTaken;
  const valid = idChecked === "available" && passwordOk && confirmOk && emailOk && nickOk;

  const check = async () => {
    if (!isLoginIdValid(form.loginId)) {
      setIdState({ id: form.loginId, state: "unchecked" });
      setTried(true);
      return;
    }
    try {
      const available = await checkLoginId(form.loginId);
      setIdState({ id: form.loginId, state: available ? "available" : "taken" });
    } catch {
      setIdState({ id: "", state: "unchecked" });
    }
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
          aria-invalid={tried && !passwordOk ? true : undefined}
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
          error={form.confirmPassword && !confirmOk ? t("input.confirmMismatch") : null}
          hint={confirmOk ? <span className={styles.ok}>{t("input.confirmMatch")}</span> : undefined}
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
          onBlur={() => {
            const email = form.email.trim().toLowerCase();
            if (isEmailValid(email)) void checkTaken("email", email);
          }}
          error={
            emailTaken
              ? t("account:errors.duplicateEmail")
              : (tried || form.email.length > 3) && !emailOk
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
          onBlur={() => {
            if (isNicknameValid(form.nickName)) void checkTaken("nickName", form.nickName);
          }}
          error={
            nickTaken
              ? t("account:errors.duplicateNickname")
              : (tried || form.nickName.length > 0) && !nickOk
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
