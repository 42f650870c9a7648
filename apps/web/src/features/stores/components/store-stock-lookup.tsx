import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { useStoreStock } from "../api/get-store-stock";
import styles from "./store-stock-lookup.module.css";

type StoreStockLookupProps = { tnantCd: string; productHref: (itemCd: string) => string };

/** Stock lookup at one store: a product name (Korean, initials or English) → matching products and bottles here. */
export function StoreStockLookup({ tnantCd, productHref }: StoreStockLookupProps) {
  const { t } = useTranslation("stores");
  const [draft, setDraft] = useState("");
  const [keyword, setKeyword] = useState("");
  const stock = useStoreStock(tnantCd, keyword);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(draft.trim());
  };

  return (
    <section className={styles.section} aria-labelledby="store-stock-title">
      <h2 id="store-stock-title" className={styles.title}>
        {t("stock.title")}
      </h2>
      <form className={styles.form} onSubmit={submit}>
        <input
          type="search"
          className={styles.input}
          aria-label={t("stock.label")}
          placeholder={t("stock.placeholder")}
          value={draft}
          maxLength={50}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className={styles.submit} disabled={draft.trim() === ""}>
          {t("stock.submit")}
        </button>
      </form>
      {keyword === "" ? null : stock.isPending ? (
        <div className={styles.loading}>
          <Spinner />
        </div>
      ) : stock.isError ? (
        <p className={styles.note}>{t("stock.failed")}</p>
      ) : stock.data.length === 0 ? (
        <p className={styles.note}>{t("stock.empty", { keyword })}</p>
      ) : (
        <ul className={styles.results} aria-label={t("stock.title")}>
          {stock.data.map((item) => (
            <li key={item.itemCd} className={styles.item}>
              <img className={styles.thumb} src={item.imageUrl} alt="" width={40} height={52} loading="lazy" />
              <Link to={productHref(item.itemCd)} className={styles.name}>
                {item.itemNm}
              </Link>
              <span className={item.qty > 0 ? styles.qty : styles.none} data-testid="stock-qty">
                {item.qty > 0 ? t("stock.qty", { count: item.qty }) : t("stock.none")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
