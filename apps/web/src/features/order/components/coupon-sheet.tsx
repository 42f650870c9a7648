import type { Coupon } from "@cellar/contracts/client";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../../components/ui/bottom-sheet";
import { Button } from "../../../components/ui/button";
import { formatDate } from "../../../lib/format/date";
import { formatNumber } from "../../../lib/format/number";
import { toggleCoupon } from "../rules/choices";
import styles from "./coupon-sheet.module.css";

type CouponSheetProps = {
  open: boolean;
  coupons: Coupon[];
  chosen: string[];
  onClose: () => void;
  onApply: (couponCds: string[]) => void;
};

/** The order's usable coupons (cart coupon list, SPEC §5): one per coupon class. */
export function CouponSheet({ open, coupons, chosen, onClose, onApply }: CouponSheetProps) {
  const { t } = useTranslation("order");
  const [draft, setDraft] = useState<string[]>(chosen);
  useEffect(() => {
    if (open) setDraft(chosen);
  }, [open, chosen]);
  const value = (c: Coupon) =>
    c.discountValue === null
      ? (c.couponBenefit[0]?.benefitName ?? "")
      : c.discountType === "FIXED_RATE"
        ? `${c.discountValue}%`
        : t("won", { value: formatNumber(c.discountValue) });
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={t("coupon.sheetTitle")}
      footer={
        <Button block onClick={() => onApply(draft)}>
          {t("coupon.apply", { count: draft.length })}
        </Button>
      }
    >
      <p className={styles.rule}>{t("coupon.rule")}</p>
      <ul className={styles.list}>
        {coupons.map((c) => {
          const on = draft.includes(c.cpnIssuNo);
          return (
            <li key={c.cpnIssuNo}>
              <label className={styles.coupon} data-on={on || undefined}>
                <input type="checkbox" checked={on} onChange={() => setDraft((d) => toggleCoupon(d, c, coupons))} />
                <span className={styles.value}>{value(c)}</span>
                <span className={styles.body}>
                  <span className={styles.name}>{c.couponName}</span>
                  <span className={styles.meta}>
                    {t("coupon.until", { date: formatDate(c.validEndDate) })} ·{" "}
                    {t("coupon.class", { cls: c.clssfcOfCponApplc })}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </BottomSheet>
  );
}
