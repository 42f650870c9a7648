import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useEnterSpecialCode } from "../api/enter-special-code";
import { specialErrorText } from "../rules/special-error";
import styles from "./special-sales.module.css";

/** The invitation code (CONTRACT.md §5: a field labelled `Invitation code`, a button `Enter`). */
export function CodeGate({ lookupTo }: { lookupTo: string }) {
  const { t } = useTranslation("specialSales");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const entry = useEnterSpecialCode();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return setError(t("gate.codeRequired"));
    setError(null);
    entry.mutate(code.trim(), { onError: (err) => setError(specialErrorText(t, err)) });
  };
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <span className={styles.badge}>{t("gate.badge")}</span>
        <h2 className={styles.heroTitle}>{t("gate.heading")}</h2>
        <p className={styles.heroText}>{t("gate.body")}</p>
      </section>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t("gate.codeLabel")}
          placeholder={t("gate.codePlaceholder")}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={40}
          error={error}
        />
        <Button type="submit" block disabled={entry.isPending}>
          {t("gate.enter")}
        </Button>
      </form>
      <p className={styles.linkRow}>
        {t("gate.lookupHint")}
        <Link className={styles.link} to={lookupTo}>
          {t("gate.lookup")}
        </Link>
      </p>
    </div>
  );
}
