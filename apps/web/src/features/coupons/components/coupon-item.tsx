import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format/date";
import { couponTags, hasMiniBarcode } from "../rules/coupon-rules";
import { ddayLabel } from "../rules/dday";
import styles from "./coupon-item.module.css";
import { CouponTooltip } from "./coupon-tooltip";
import { CouponValue } from "./coupon-value";

export type CouponItemData = {
  couponName: string;
  discountValue: number | null;
  discountType: string | null;
  couponBenefit: readonly {
    benefitName: string;
    benefitDescription: string | null;
    useRestrictedPolicies: {
      availableMerchant: readonly { merchantNo: string; merchantName: string }[];
      goods: readonly { goodsName: string }[];
    };
  }[];
  couponUseSe: string;
  validEndDate: string;
  couponPublishNo: string | null;
  clssfcOfCponApplc: string;
};

type CouponItemProps = {
  coupon: CouponItemData;
  /** Opens the large barcode of the publish number (only offered when one exists). */
  onBarcode?: (publishNo: string) => void;
  /** Shows the countdown label (D-n / D-DAY / D+n). */
  countdown?: boolean;
  footer?: ReactNode;
};

/** One coupon: name, value, benefit description, info tooltip, end date, countdown, tags, mini barcode. */
export function CouponItem({ coupon, onBarcode, countdown = true, footer }: CouponItemProps) {
  const { t } = useTranslation("coupons");
  const description = coupon.couponBenefit.find((b) => b.benefitDescription)?.benefitDescription;
  const label = countdown ? ddayLabel(coupon.validEndDate) : "";
  const publishNo = coupon.couponPublishNo;

  return (
    <article className={styles.item} data-coupon-class={coupon.clssfcOfCponApplc}>
      <div className={styles.main}>
        <div className={styles.tags}>
          {couponTags(coupon.couponUseSe).map((tag) => (
            <span key={tag} className={`${styles.tag} ${styles[tag]}`}>
              {t(`tags.${tag}`)}
            </span>
          ))}
        </div>
        <CouponValue coupon={coupon} className={styles.value} />
        <div className={styles.nameRow}>
          <h3 className={styles.name}>{coupon.couponName}</h3>
          <CouponTooltip coupon={coupon} />
        </div>
        {description ? <p className={styles.description}>{description}</p> : null}
        <p className={styles.date}>
          {t("until", { date: formatDate(coupon.validEndDate) })}
          {label ? (
            <span className={styles.dday} data-dday={label}>
              {label}
            </span>
          ) : null}
        </p>
        {footer}
      </div>
      {onBarcode && publishNo && hasMiniBarcode(coupon) ? (
        <button
          type="button"
          className={styles.barcodeButton}
          aria-label={t("miniBarcode", { name: coupon.couponName })}
          onClick={() => onBarcode(publishNo)}
        >
          <span className={styles.bars} aria-hidden="true" />
        </button>
      ) : null}
    </article>
  );
}
