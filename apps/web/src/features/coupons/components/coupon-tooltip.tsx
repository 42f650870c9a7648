import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { InfoIcon } from "../../../components/ui/icons";
import { merchantDisplayName, tooltipContent } from "../rules/coupon-rules";
import styles from "./coupon-tooltip.module.css";

type TooltipCoupon = {
  couponName: string;
  couponUseSe: string;
  couponBenefit: readonly {
    useRestrictedPolicies: {
      availableMerchant: readonly { merchantNo: string; merchantName: string }[];
      goods: readonly { goodsName: string }[];
    };
  }[];
};

/** Usable stores (by the merchant display rules) and goods over every benefit, without repeats. */
export function usableStoresAndGoods(coupon: TooltipCoupon, allBranches: string) {
  const policies = coupon.couponBenefit.map((b) => b.useRestrictedPolicies);
  const stores = [
    ...new Set(policies.flatMap((p) => p.availableMerchant.map((m) => merchantDisplayName(m, allBranches)))),
  ];
  const goods = [...new Set(policies.flatMap((p) => p.goods.map((g) => g.goodsName)))];
  return { stores, goods };
}

/** SPEC §2 info button with its help box (at most 188 × 232 px, scrolls inside). */
export function CouponTooltip({ coupon }: { coupon: TooltipCoupon }) {
  const { t } = useTranslation("coupons");
  const { t: tc } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const boxId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const { stores, goods } = usableStoresAndGoods(coupon, tc("allBranches"));
  const content = tooltipContent(coupon.couponUseSe, stores, goods);
  const title =
    content.title.kind === "all"
      ? t("tooltip.all")
      : t("tooltip.only", { type: t(`tooltip.type.${content.title.tag}`) });

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open]);

  return (
    <span className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={styles.button}
        aria-label={t("info", { name: coupon.couponName })}
        aria-expanded={open}
        aria-controls={open ? boxId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <InfoIcon size={16} />
      </button>
      {open ? (
        <div id={boxId} className={styles.box} role="tooltip">
          <p className={styles.title}>{title}</p>
          {content.stores.length > 0 ? (
            <div className={styles.group}>
              <p className={styles.label}>{t("tooltip.stores")}</p>
              <p>{content.stores.join(", ")}</p>
            </div>
          ) : null}
          {content.goods.length > 0 ? (
            <div className={styles.group}>
              <p className={styles.label}>{t("tooltip.goods")}</p>
              <p>{content.goods.join(", ")}</p>
            </div>
          ) : null}
          {content.choosesAtPayment ? <p className={styles.hint}>{t("tooltip.choose")}</p> : null}
          {content.showsBarcode ? <p className={styles.hint}>{t("tooltip.barcode")}</p> : null}
        </div>
      ) : null}
    </span>
  );
}
