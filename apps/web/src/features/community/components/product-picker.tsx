import { COMMUNITY_LIMITS, type ProductSummary } from "@cellar/contracts/client";
import { useDeferredValue, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format/number";
import { useProductSearch } from "../api/search-products";
import styles from "./product-picker.module.css";

type ProductPickerProps = { selected: ProductSummary[]; onChange: (products: ProductSummary[]) => void };

/** Links catalogue bottles to a post: search by name (the catalogue's search), add, remove. */
export function ProductPicker({ selected, onChange }: ProductPickerProps) {
  const { t } = useTranslation("community");
  const id = useId();
  const [word, setWord] = useState("");
  const deferred = useDeferredValue(word);
  const search = useProductSearch(deferred);
  const full = selected.length >= COMMUNITY_LIMITS.maxProducts;
  const chosen = new Set(selected.map((p) => p.itemCd));
  return (
    <div className={styles.picker}>
      {selected.length > 0 ? (
        <ul className={styles.selected} aria-label={t("form.linked")}>
          {selected.map((p) => (
            <li key={p.itemCd} className={styles.chip}>
              <img src={p.imageUrl} alt="" />
              <span className={styles.name}>{p.itemNm}</span>
              <button
                type="button"
                aria-label={t("form.unlink", { name: p.itemNm })}
                onClick={() => onChange(selected.filter((s) => s.itemCd !== p.itemCd))}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-search`} className={styles.label}>
        {t("form.productSearch")}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className={styles.input}
        placeholder={t("form.productPlaceholder")}
        value={word}
        disabled={full}
        onChange={(e) => setWord(e.target.value)}
      />
      {full ? <p className={styles.hint}>{t("form.productsFull", { max: COMMUNITY_LIMITS.maxProducts })}</p> : null}
      {!full && deferred.trim() && search.data ? (
        <ul className={styles.results} aria-label={t("form.productResults")}>
          {search.data.list.length === 0 ? <li className={styles.hint}>{t("form.noProducts")}</li> : null}
          {search.data.list.map((p) => (
            <li key={p.itemCd}>
              <button
                type="button"
                className={styles.result}
                disabled={chosen.has(p.itemCd)}
                onClick={() => {
                  onChange([...selected, p]);
                  setWord("");
                }}
              >
                <img src={p.imageUrl} alt="" />
                <span className={styles.name}>{p.itemNm}</span>
                <span className={styles.price}>{formatNumber(p.price)}원</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
