import type { ProductDetail } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import styles from "./product-sections.module.css";

/** Producer, origin, grape or base, vintage, volume, ABV and score as a definition list. */
export function ProductFacts({ product: p }: { product: ProductDetail }) {
  const { t } = useTranslation("product");
  const rows = [
    { key: "producer", value: p.producer },
    { key: "origin", value: [p.countryNm, p.regionNm].filter(Boolean).join(" · ") },
    { key: "grapeOrBase", value: p.grapeOrBase },
    {
      key: "vintage",
      value: p.clasLCd === "10" || p.vintage ? (p.vintage ? String(p.vintage) : t("facts.nonVintage")) : null,
    },
    { key: "volume", value: p.volumeMl > 0 ? t("facts.volumeValue", { value: p.volumeMl }) : null },
    { key: "abv", value: p.abv > 0 ? t("facts.abvValue", { value: p.abv }) : null },
    { key: "score", value: p.score !== null ? t("facts.scoreValue", { value: p.score }) : null },
  ].filter((r) => r.value);

  return (
    <section className={styles.section} aria-labelledby="product-facts">
      <h2 id="product-facts" className={styles.title}>
        {t("facts.title")}
      </h2>
      <dl className={styles.facts}>
        {rows.map((row) => (
          <div key={row.key} className={styles.fact}>
            <dt>{t(`facts.${row.key}`)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
