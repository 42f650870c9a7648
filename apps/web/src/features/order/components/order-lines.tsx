import type { OrderItem } from "@cellar/contracts/client";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format/number";
import styles from "./order-lines.module.css";

/** The order's items with their line amount after the line's discounts (server figures). */
export function OrderLines({ items, storeName }: { items: OrderItem[]; storeName: (tnantCd: string) => string }) {
  const { t } = useTranslation("order");
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const dc = item.periodDcAmt + item.mixDcAmt + item.discountDcAmt + item.empDcAmt + item.userAddDcAmt;
        return (
          <li key={item.orderItemNo} className={styles.item} data-testid="order-line">
            <div className={styles.thumb}>{item.itemImgFileUrl ? <img src={item.itemImgFileUrl} alt="" /> : null}</div>
            <div className={styles.body}>
              <p className={styles.store}>{storeName(item.tnantCd)}</p>
              <p className={styles.name}>{item.itemNm}</p>
              {item.orderItemOptions.map((o) => (
                <p key={o.optItemCd} className={styles.option}>
                  {t("lines.option", { name: o.optClasNm })}
                </p>
              ))}
              <p className={styles.price}>
                <span>{t("lines.qty", { count: item.itemQty })}</span>
                {dc > 0 ? <s>{t("won", { value: formatNumber(item.itemPrice) })}</s> : null}
                <strong>{t("won", { value: formatNumber(item.itemPrice - dc) })}</strong>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
