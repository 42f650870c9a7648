import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EyeIcon, EyeOffIcon } from "../../../components/ui/icons";
import { useHydrated } from "../../../lib/dom/use-hydrated";
import styles from "./login-form.module.css";

export type LoginLinks = { join: string; findId: string; resetPassword: string };

type LoginFormProps = {
  pending: boolean;
  errorText: string | null;
  onSubmit: (loginId: string, password: string) => void;
  links: LoginLinks;
  /** Other ways in, between the form's links and the sign-up prompt (social sign-in). */
  children?: ReactNode;
};

type Missing = { loginId: boolean; password: boolean };

/**
 * The fields are the browser's own (uncontrolled), read when the form is sent: what a person types
 * while the server's page is still becoming live, or while the page switches language, stays
 * (decision 372). "Log in" waits until the page is live, so nothing is sent anywhere before.
 */
export function LoginForm({ pending, errorText, onSubmit, links, children }: LoginFormProps) {
  const { t } = useTranslation("auth");
  const live = useHydrated();
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState<Missing | null>(null);
  const ids = { id: useId(), pw: useId(), error: useId() };
  const message = missing ? t("required") : errorText;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (pending) return;
    const form = new FormData(e.currentTarget);
    const loginId = String(form.get("loginId") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!loginId || !password) {
      setMissing({ loginId: !loginId, password: !password });
      return;
    }
    setMissing(null);
    onSubmit(loginId, password);
  };

  return (
    <div className={styles.wrap}>
      <p className={styles.welcome}>{t("welcome")}</p>
      <p className={styles.welcomeText}>{t("welcomeText")}</p>
      <form className={styles.form} onSubmit={submit} noValidate aria-describedby={message ? ids.error : undefined}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.id}>
            {t("loginId")}
          </label>
          <input
            id={ids.id}
            className={styles.input}
            name="loginId"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t("loginIdPlaceholder")}
            aria-invalid={missing?.loginId || undefined}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.pw}>
            {t("password")}
          </label>
          <div className={styles.inputWrap}>
            <input
              id={ids.pw}
              className={`${styles.input} ${styles.withToggle}`}
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              placeholder={t("passwordPlaceholder")}
              aria-invalid={missing?.password || undefined}
            />
            <button
              type="button"
              className={styles.toggle}
              onClick={() => setShowPassword((v) => !v)}
              aria-label={showPassword ? t("hidePassword") : t("showPassword")}
              aria-pressed={showPassword}
            >
              {showPassword ? <EyeOffIcon size={22} /> : <EyeIcon size={22} />}
            </button>
          </div>
        </div>
        {message ? (
          <p id={ids.error} className={styles.error} role="alert">
            {message}
          </p>
        ) : null}
        <Button
          type="submit"
          block
          className={styles.submit}
          disabled={pending || !live}
          aria-busy={pending || undefined}
        >
          {pending ? t("submitting") : t("submit")}
        </Button>
      </form>
      <div className={styles.links}>
        <Link to={links.findId}>{t("findId")}</Link>
        <Link to={links.resetPassword}>{t("resetPassword")}</Link>
      </div>
      {children}
      <div className={styles.join}>
        <span>{t("joinPrompt")}</span>
        <Link to={links.join} className={styles.joinLink}>
          {t("join")}
        </Link>
      </div>
    </div>
  );
}
