import type { StoreStock as Stock } from "@cellar/contracts/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../../components/ui/bottom-sheet";
import { Spinner } from "../../../components/ui/spinner";
import type { SelectedStore as ChosenStore } from "../../../domain/stores/store-info-state";
import { useProductStock } from "../api/get-product-stock";
import sections from "./product-sections.module.css";
import styles from "./store-stock.module.css";

/** Below this many bottles the stock line says "only n left". */
const FEW = 5;

type StoreStockProps = {
  itemCd: string;
  /** Stock at the chosen store (null when no store is chosen). */
  stock: Stock | null;
  storesInStock: number;
  chosen: ChosenStore | null;
  onChoose: (store: ChosenStore) => void;
};

/** Stock at the member's chosen store, and a picker listing the stores that have it. */
export function StoreStock({ itemCd, stock, storesInStock, chosen, onChoose }: StoreStockProps) {
  const { t } = useTranslation("product");
  const [open, setOpen] = useState(false);
  const stores = useProductStock(itemCd, open);
  const qty = stock?.qty ?? 0;

  return (
    <section className={sections.section} aria-labelledby="store-stock">
      <h2 id="store-stock" className={sections.title}>
        {t("stock.title")}
      </h2>
      <div className={styles.card}>
        {chosen && stock ? (
          <div className={styles.chosen}>
            <p className={styles.store}>{t("stock.at", { store: stock.tnantNm })}</p>
            <p className={qty > 0 ? (qty < FEW ? styles.few : styles.qty) : styles.none} data-testid="store-qty">
              {qty <= 0 ? t("stock.none") : qty < FEW ? t("stock.few", { count: qty }) : t("stock.qty", { count: qty })}
            </p>
          </div>
        ) : (
          <p className={styles.hint}>{t("stock.noStore")}</p>
        )}
        <p className={styles.sub}>
          {storesInStock > 0 ? t("stock.inStores", { count: storesInStock }) : t("stock.inNoStore")}
        </p>
        <button type="button" className={styles.pick} onClick={() => setOpen(true)} disabled={storesInStock === 0}>
          {chosen ? t("stock.change") : t("stock.choose")}
        </button>
      </div>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t("stock.pickerTitle")}>
        {stores.isPending ? (
          <div className={styles.loading}>
            <Spinner />
          </div>
        ) : stores.isError ? (
          <p className={styles.hint}>{t("stock.pickerFailed")}</p>
        ) : stores.data.length === 0 ? (
          <p className={styles.hint}>{t("stock.pickerEmpty")}</p>
        ) : (
          <ul className={styles.list}>
            {stores.data.map((s) => (
              <li key={s.tnantCd}>
                <button
                  type="button"
                  className={styles.row}
                  aria-pressed={chosen?.tnantCd === s.tnantCd}
                  onClick={() => {
                    onChoose({ tnantCd: s.tnantCd, tnantNm: s.tnantNm });
                    setOpen(false);
                  }}
                >
                  <span className={styles.rowName}>{s.tnantNm}</span>
                  <span className={styles.rowQty}>{t("stock.qty", { count: s.qty })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </BottomSheet>
    </section>
  );
}
