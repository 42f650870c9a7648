import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EyeIcon, EyeOffIcon } from "../../../components/ui/icons";
import styles from "./login-form.module.css";

export type LoginLinks = { join: string; findId: string; resetPassword: string };

type LoginFormProps = {
  pending: boolean;
  errorText: string | null;
  onSubmit: (loginId: string, password: string) => void;
  links: LoginLinks;
};

export function LoginForm({ pending, errorText, onSubmit, links }: LoginFormProps) {
  const { t } = useTranslation("auth");
  const [loginId, setLoginId] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState(false);
  const ids = { id: useId(), pw: useId(), error: useId() };
  const message = missing ? t("required") : errorText;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!loginId.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit(loginId.trim(), password);
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
            value={loginId}
            onChange={(e) => setLoginId(e.target.value)}
            aria-invalid={missing && !loginId.trim() ? true : undefined}
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
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={missing && !password ? true : undefined}
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
        <Button type="submit" block className={styles.submit} disabled={pending} aria-busy={pending || undefined}>
          {pending ? t("submitting") : t("submit")}
        </Button>
      </form>
      <div className={styles.links}>
        <Link to={links.findId}>{t("findId")}</Link>
        <Link to={links.resetPassword}>{t("resetPassword")}</Link>
      </div>
      <div className={styles.join}>
        <span>{t("joinPrompt")}</span>
        <Link to={links.join} className={styles.joinLink}>
          {t("join")}
        </Link>
      </div>
    </div>
  );
}
