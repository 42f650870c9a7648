import type { CartItem } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format/number";
import { QtyStepper } from "./qty-stepper";
import styles from "./special-item.module.css";
import page from "./special-sales.module.css";

type Props = {
  items: CartItem[];
  limits: Map<string, number>;
  onQty: (cartNo: number, qty: number) => void;
  onRemove: (cartNo: number) => void;
  busy: boolean;
};

/** The special cart's lines: the bottle, its special price against the regular one, quantity, remove. */
export function SpecialCartLines({ items, limits, onQty, onRemove, busy }: Props) {
  const { t } = useTranslation("specialSales");
  return (
    <ul className={page.list}>
      {items.map((line) => (
        <li key={line.cartNo} className={styles.row} data-item-cd={line.itemCd}>
          <img className={styles.image} src={line.itemImgFileUrl} alt="" width={88} height={88} />
          <div className={styles.body}>
            <p className={styles.name}>{line.itemNm}</p>
            <span className={styles.regular}>{formatNumber(line.saleUprc * line.itemQty)}원</span>
            <span className={styles.price}>{formatNumber(line.totalItemPrice)}원</span>
            {line.soldOutYn === "Y" ? (
              <span className={`${styles.tag} ${styles.soldOut}`}>{t("item.soldOut")}</span>
            ) : null}
            <div className={styles.lineFoot}>
              <QtyStepper
                value={line.itemQty}
                max={Math.min(limits.get(line.itemCd) ?? line.itemQty, line.stockQty)}
                onChange={(n) => onQty(line.cartNo, n)}
                disabled={busy}
              />
              <button
                type="button"
                className={styles.remove}
                aria-label={t("cart.remove", { name: line.itemNm })}
                onClick={() => onRemove(line.cartNo)}
                disabled={busy}
              >
                {t("cart.removeShort")}
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
