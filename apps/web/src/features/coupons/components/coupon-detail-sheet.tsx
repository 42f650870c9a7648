import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../../components/ui/bottom-sheet";
import { Spinner } from "../../../components/ui/spinner";
import { formatDate } from "../../../lib/format/date";
import { useCouponDetail } from "../api/get-coupon-detail";
import { couponTags, hasMiniBarcode, merchantDisplayName } from "../rules/coupon-rules";
import styles from "./coupon-detail-sheet.module.css";
import { CouponValue } from "./coupon-value";

type CouponDetailSheetProps = {
  cpnIssuNo: string | null;
  onClose: () => void;
  onBarcode: (publishNo: string) => void;
};

/** Coupon detail (bottom sheet): value, benefits, where to use, validity, usable stores and goods. */
export function CouponDetailSheet({ cpnIssuNo, onClose, onBarcode }: CouponDetailSheetProps) {
  const { t } = useTranslation("coupons");
  const { t: tc } = useTranslation("common");
  const detail = useCouponDetail(cpnIssuNo);
  const coupon = detail.data;
  const stores = coupon ? [...new Set(coupon.usableStores.map((m) => merchantDisplayName(m, tc("allBranches"))))] : [];

  return (
    <BottomSheet open={cpnIssuNo !== null} onClose={onClose} title={t("detail.title")}>
      {!coupon ? (
        detail.isError ? null : (
          <div className={styles.loading}>
            <Spinner />
          </div>
        )
      ) : (
        <div className={styles.body}>
          <CouponValue coupon={coupon} className={styles.value} />
          <h3 className={styles.name}>{coupon.couponName}</h3>
          <dl className={styles.rows}>
            <dt>{t("detail.benefit")}</dt>
            <dd>
              {coupon.couponBenefit.map((b) => (
                <p key={b.benefitName}>
                  {b.benefitName}
                  {b.benefitDescription ? ` · ${b.benefitDescription}` : ""}
                </p>
              ))}
            </dd>
            <dt>{t("detail.usage")}</dt>
            <dd>
              {couponTags(coupon.couponUseSe)
                .map((tag) => t(`tags.${tag}`))
                .join(" · ")}
            </dd>
            <dt>{t("detail.period")}</dt>
            <dd>
              {formatDate(coupon.validStartDate)} ~ {formatDate(coupon.validEndDate)}
            </dd>
            <dt>{t("detail.stores")}</dt>
            <dd>{stores.length > 0 ? stores.join(", ") : t("detail.noRestriction")}</dd>
            <dt>{t("detail.goods")}</dt>
            <dd>{coupon.usableGoods.length > 0 ? coupon.usableGoods.join(", ") : t("detail.noRestriction")}</dd>
          </dl>
          {coupon.status === "AVAILABLE" && coupon.couponPublishNo && hasMiniBarcode(coupon) ? (
            <button
              type="button"
              className={styles.barcode}
              onClick={() => coupon.couponPublishNo && onBarcode(coupon.couponPublishNo)}
            >
              {t("detail.showBarcode")}
            </button>
          ) : null}
        </div>
      )}
    </BottomSheet>
  );
}
