import { CART_LIMITS } from "@cellar/contracts/checkout-constants";
import type { CartGroup } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../components/ui/choice-inputs";
import { formatNumber } from "../../../lib/format/number";
import { isGroupAllChecked, isOrderable, summarize } from "../rules/selection";
import { CartLine } from "./cart-line";
import styles from "./cart-store-group.module.css";

type CartStoreGroupProps = {
  group: CartGroup;
  checked: ReadonlySet<number>;
  productHref: (itemCd: string) => string;
  onToggleAll: () => void;
  onToggle: (cartNo: number) => void;
  onQty: (cartNo: number, qty: number) => void;
  onRemove: (cartNo: number) => void;
};

/** The lines of one store: its name and state, select all, the lines and the checked lines' totals. */
export function CartStoreGroup({
  group,
  checked,
  productHref,
  onToggleAll,
  onToggle,
  onQty,
  onRemove,
}: CartStoreGroupProps) {
  const { t } = useTranslation("cart");
  const won = (value: number) => t("won", { value: formatNumber(value) });
  const sum = summarize(group, checked);
  const allChecked = isGroupAllChecked(group, checked);
  const titleId = `cart-store-${group.tnantCd}`;
  return (
    <section className={styles.group} aria-labelledby={titleId} data-testid="cart-store" data-tnant={group.tnantCd}>
      <header className={styles.head}>
        <label className={styles.all}>
          <Checkbox
            checked={allChecked}
            onCheckedChange={onToggleAll}
            disabled={!group.isTnantActive}
            aria-label={t("store.selectAll", { name: group.tnantNm })}
          />
        </label>
        <h2 id={titleId} className={styles.name}>
          {group.tnantNm}
        </h2>
        <span className={group.isTnantActive ? styles.open : styles.closed}>
          {group.isTnantActive ? t("store.pickup") : t("store.inactive")}
        </span>
      </header>
      <ul className={styles.lines}>
        {group.items.map((line) => (
          <CartLine
            key={line.cartNo}
            line={line}
            orderable={isOrderable(line, group)}
            storeActive={group.isTnantActive}
            checked={checked.has(line.cartNo)}
            maxQty={Math.max(1, Math.min(CART_LIMITS.maxQty, line.stockQty))}
            productHref={productHref(line.itemCd)}
            onToggle={() => onToggle(line.cartNo)}
            onQty={(qty) => onQty(line.cartNo, qty)}
            onRemove={() => onRemove(line.cartNo)}
          />
        ))}
      </ul>
      <dl className={styles.sum} data-testid="cart-store-sum">
        <div>
          <dt>{t("store.itemAmt", { count: sum.count })}</dt>
          <dd>{won(sum.itemAmt)}</dd>
        </div>
        {sum.mixDcAmt > 0 ? (
          <div>
            <dt>{t("store.mixDc")}</dt>
            <dd className={styles.minus}>-{won(sum.mixDcAmt)}</dd>
          </div>
        ) : null}
        {sum.discountDcAmt > 0 ? (
          <div>
            <dt>{t("store.discountDc")}</dt>
            <dd className={styles.minus}>-{won(sum.discountDcAmt)}</dd>
          </div>
        ) : null}
        <div className={styles.total}>
          <dt>{t("store.payAmt")}</dt>
          <dd>{won(sum.payAmt)}</dd>
        </div>
      </dl>
    </section>
  );
}
