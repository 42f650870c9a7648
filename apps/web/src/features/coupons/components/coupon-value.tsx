import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format/number";
import { type BenefitLike, discountDisplay } from "../rules/coupon-rules";

type CouponValueProps = {
  coupon: { discountValue: number | null; discountType: string | null; couponBenefit: readonly BenefitLike[] };
  className?: string;
};

/** '10%' for the rate type, '5,000원' for the flat type, else the benefit name. */
export function CouponValue({ coupon, className }: CouponValueProps) {
  const { t } = useTranslation("coupons");
  const display = discountDisplay(coupon);
  const text =
    display.kind === "rate"
      ? t("percent", { value: display.value })
      : display.kind === "flat"
        ? t("won", { value: formatNumber(display.value) })
        : display.name;
  return (
    <strong className={className} data-kind={display.kind}>
      {text}
    </strong>
  );
}
