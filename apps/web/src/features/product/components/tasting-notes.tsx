import { type TastingNotes as Notes, TASTE_SCALE_MAX } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import styles from "./product-sections.module.css";

const TEXTS = ["aroma", "palate", "finish"] as const;
const SCALES = ["body", "sweetness", "acidity", "tannin"] as const;

/** Aroma, palate and finish as text; body, sweetness, acidity and tannin as 5-step bars. */
export function TastingNotes({ notes }: { notes: Notes }) {
  const { t } = useTranslation("product");
  const texts = TEXTS.filter((k) => notes[k]);
  const scales = SCALES.filter((k) => notes[k] !== null);

  return (
    <section className={styles.section} aria-labelledby="tasting-notes">
      <h2 id="tasting-notes" className={styles.title}>
        {t("notes.title")}
      </h2>
      {texts.length === 0 && scales.length === 0 ? <p className={styles.muted}>{t("notes.empty")}</p> : null}
      {texts.length > 0 ? (
        <dl className={styles.notes}>
          {texts.map((k) => (
            <div key={k} className={styles.note}>
              <dt>{t(`notes.${k}`)}</dt>
              <dd>{notes[k]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {scales.length > 0 ? (
        <ul className={styles.scales} aria-label={t("notes.scales")}>
          {scales.map((k) => {
            const value = notes[k] ?? 0;
            const label = t(`notes.${k}`);
            return (
              <li key={k} className={styles.scale}>
                <span className={styles.scaleLabel}>{label}</span>
                <span className={styles.bar} role="img" aria-label={t("notes.scale", { label, value })} data-scale={k}>
                  {Array.from({ length: TASTE_SCALE_MAX }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: fixed five steps
                    <span key={i} className={i < value ? styles.stepOn : styles.step} />
                  ))}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/** Food pairings as chips. */
export function Pairings({ pairings }: { pairings: { cd: string; cdNm: string }[] }) {
  const { t } = useTranslation("product");
  if (pairings.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="product-pairings">
      <h2 id="product-pairings" className={styles.title}>
        {t("pairings.title")}
      </h2>
      <ul className={styles.chips}>
        {pairings.map((p) => (
          <li key={p.cd} className={styles.chip}>
            {p.cdNm}
          </li>
        ))}
      </ul>
    </section>
  );
}
