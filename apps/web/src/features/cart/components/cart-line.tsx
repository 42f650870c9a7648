import type { CartItem } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Checkbox } from "../../../components/ui/choice-inputs";
import { formatNumber } from "../../../lib/format/number";
import styles from "./cart-line.module.css";
import { QtyStepper } from "./qty-stepper";

type CartLineProps = {
  line: CartItem;
  orderable: boolean;
  storeActive: boolean;
  checked: boolean;
  maxQty: number;
  productHref: string;
  onToggle: () => void;
  onQty: (qty: number) => void;
  onRemove: () => void;
};

/** One cart line: check, picture, name, option, event, prices, quantity, stock notes. */
export function CartLine({
  line,
  orderable,
  storeActive,
  checked,
  maxQty,
  productHref,
  onToggle,
  onQty,
  onRemove,
}: CartLineProps) {
  const { t } = useTranslation("cart");
  const won = (value: number) => t("won", { value: formatNumber(value) });
  const soldOut = line.soldOutYn === "Y" || line.stockQty <= 0;
  const overStock = !soldOut && line.itemQty > line.stockQty;
  const pay = line.totalItemPrice - line.mixDcAmt - line.discountDcAmt;
  return (
    <li className={styles.line} data-testid="cart-line" data-cart-no={line.cartNo} data-orderable={orderable}>
      <label className={styles.check}>
        <Checkbox
          checked={checked}
          disabled={!orderable}
          onCheckedChange={onToggle}
          aria-label={t("line.select", { name: line.itemNm })}
        />
      </label>
      <Link
        to={productHref}
        className={styles.thumb}
        data-dim={!orderable || undefined}
        aria-label={t("line.view", { name: line.itemNm })}
      >
        {line.itemImgFileUrl ? <img src={line.itemImgFileUrl} alt="" loading="lazy" /> : null}
        {soldOut ? <span className={styles.soldOut}>{t("line.soldOut")}</span> : null}
      </Link>
      <div className={styles.body}>
        <div className={styles.head}>
          <Link to={productHref} className={styles.name}>
            {line.itemNm}
          </Link>
          <button
            type="button"
            className={styles.remove}
            onClick={onRemove}
            aria-label={t("line.remove", { name: line.itemNm })}
          >
            ×
          </button>
        </div>
        {line.optClasNm ? (
          <p className={styles.option}>
            {t("line.option", { name: line.optClasNm })}
            {line.optSaleUprc > 0 ? ` (+${formatNumber(line.optSaleUprc)})` : ""}
          </p>
        ) : null}
        {line.eventNm ? (
          <p className={styles.event} data-event={line.eventCd ?? undefined}>
            {line.eventNm}
          </p>
        ) : null}
        <div className={styles.foot}>
          <QtyStepper
            value={line.itemQty}
            max={maxQty}
            onChange={onQty}
            label={t("line.quantity", { name: line.itemNm })}
            disabled={soldOut || !storeActive}
          />
          <div className={styles.prices}>
            {pay < line.totalItemPrice ? <s className={styles.before}>{won(line.totalItemPrice)}</s> : null}
            <strong data-testid="cart-line-amount">{won(pay)}</strong>
          </div>
        </div>
        {line.mixDcAmt > 0 ? (
          <p className={styles.dc}>{t("line.mixDc", { value: formatNumber(line.mixDcAmt) })}</p>
        ) : null}
        {line.discountDcAmt > 0 ? (
          <p className={styles.dc}>{t("line.discountDc", { value: formatNumber(line.discountDcAmt) })}</p>
        ) : null}
        {overStock ? (
          <p className={styles.warn} role="note">
            {t("line.overStock", { count: line.stockQty })}
          </p>
        ) : null}
        {soldOut ? <p className={styles.warn}>{t("line.soldOutNote")}</p> : null}
      </div>
    </li>
  );
}
