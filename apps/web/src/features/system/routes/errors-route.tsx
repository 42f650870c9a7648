import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import styles from "../components/system-pages.module.css";

type Entries = Record<string, string>;

function Section({ title, entries, prefix }: { title: string; entries: Entries; prefix: string }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.list}>
        {Object.entries(entries).map(([key, text]) => (
          <li key={key} className={styles.item}>
            <span className={styles.key}>{`${prefix}${key}`}</span>
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /errors: the error catalogue texts (SPEC §8) in the current language. */
export function ErrorsRoute({ homeHref }: { homeHref: string }) {
  const { t, i18n } = useTranslation("shell");
  const goBack = useGoBack(homeHref);
  const bundle = (i18n.getResourceBundle(i18n.language, "errors") ?? {}) as Record<string, unknown>;
  const general: Entries = {};
  for (const [key, value] of Object.entries(bundle)) if (typeof value === "string") general[key] = value;
  const group = (name: string) => (bundle[name] ?? {}) as Entries;

  return (
    <>
      <PageHeader title={t("routes:errors")} onBack={goBack} bordered />
      <main className={styles.page}>
        <p className={styles.intro}>{t("errorsPage.intro")}</p>
        <Section title={t("errorsPage.general")} entries={general} prefix="" />
        <Section title={t("errorsPage.http")} entries={group("http")} prefix="HTTP " />
        <Section title={t("errorsPage.codes")} entries={group("codes")} prefix="" />
        <Section title={t("errorsPage.session")} entries={group("session")} prefix="" />
      </main>
    </>
  );
}
