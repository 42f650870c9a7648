import type { OrderCalculation, OrderSheet } from "@cellar/contracts/client";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Checkbox } from "../../../components/ui/choice-inputs";
import { useEarlyInput } from "../../../lib/dom/use-early-input";
import { formatNumber } from "../../../lib/format/number";
import type { OrderForm } from "../hooks/use-order-form";
import { clampPrepaid, maxStampUse, stepStamps } from "../rules/choices";
import styles from "./benefit-section.module.css";
import { CouponSheet } from "./coupon-sheet";
import { SheetSection } from "./sheet-section";

type BenefitSectionProps = {
  sheet: OrderSheet;
  calc: OrderCalculation | undefined;
  form: OrderForm;
  update: (patch: Partial<OrderForm>) => void;
  /** The VIP credit popup (prepaid balance and history). */
  vipCreditHref: string;
};

/** Coupons, stamps, the employee discount and the prepaid balance (paid members). */
export function BenefitSection({ sheet, calc, form, update, vipCreditHref }: BenefitSectionProps) {
  const { t } = useTranslation("order");
  const [couponsOpen, setCouponsOpen] = useState(false);
  const [prepaidText, setPrepaidText] = useState("");
  const won = (value: number) => t("won", { value: formatNumber(value) });
  const { orderer } = sheet;
  const couponDc = calc?.amounts.totalCpnDcAmt ?? 0;
  const stampMax = maxStampUse(orderer.stampBalance);
  const paid = orderer.paidMberYn === "Y";

  const setPrepaid = (value: number) => {
    const amount = clampPrepaid(value, orderer.prepaidBalance);
    setPrepaidText(amount > 0 ? formatNumber(amount) : "");
    update({ prepaidUseAmt: amount });
  };
  const prepaidInput = useRef<HTMLInputElement>(null);
  useEarlyInput(prepaidInput, paid ? prepaidText : undefined, (typed) =>
    setPrepaid(clampPrepaid(typed, orderer.prepaidBalance)),
  );

  return (
    <SheetSection id="order-benefits" title={t("benefit.title")}>
      <div className={styles.row}>
        <span className={styles.label}>{t("coupon.title")}</span>
        <button
          type="button"
          className={styles.picker}
          onClick={() => setCouponsOpen(true)}
          disabled={sheet.coupons.length === 0}
          data-testid="coupon-picker"
        >
          {form.couponCds.length > 0
            ? t("coupon.chosen", { count: form.couponCds.length, value: formatNumber(couponDc) })
            : sheet.coupons.length > 0
              ? t("coupon.available", { count: sheet.coupons.length })
              : t("coupon.none")}
        </button>
      </div>
      <div className={styles.row}>
        <span className={styles.label}>
          {t("stamp.title")}
          <span className={styles.hint}>{t("stamp.balance", { count: orderer.stampBalance })}</span>
        </span>
        <fieldset className={styles.stepper} disabled={stampMax === 0}>
          <legend className="visually-hidden">{t("stamp.title")}</legend>
          <button
            type="button"
            aria-label={t("stamp.less")}
            disabled={form.stampUseCnt <= 0}
            onClick={() => update({ stampUseCnt: stepStamps(form.stampUseCnt, -1, orderer.stampBalance) })}
          >
            −
          </button>
          <output data-testid="stamp-use">{form.stampUseCnt}</output>
          <button
            type="button"
            aria-label={t("stamp.more")}
            disabled={form.stampUseCnt >= stampMax}
            onClick={() => update({ stampUseCnt: stepStamps(form.stampUseCnt, 1, orderer.stampBalance) })}
          >
            +
          </button>
        </fieldset>
      </div>
      {orderer.isEmp ? (
        <label className={styles.row}>
          <span className={styles.label}>
            {t("employee.title")}
            <span className={styles.hint}>{t("employee.no", { empNo: orderer.empNo ?? "" })}</span>
          </span>
          <Checkbox
            className={styles.switch}
            checked={form.empDcYn === "Y"}
            onCheckedChange={(on) => update({ empDcYn: on ? "Y" : "N" })}
            aria-label={t("employee.apply")}
          />
        </label>
      ) : null}
      {paid ? (
        <div className={styles.prepaid}>
          <span className={styles.label}>
            {t("prepaid.title")}
            <span className={styles.hint}>
              {t("prepaid.balance", { value: formatNumber(orderer.prepaidBalance) })}{" "}
              <Link to={vipCreditHref} className={styles.more}>
                {t("prepaid.history")}
              </Link>
            </span>
          </span>
          <div className={styles.prepaidInput}>
            <input
              ref={prepaidInput}
              inputMode="numeric"
              aria-label={t("prepaid.amount")}
              placeholder="0"
              value={prepaidText}
              onChange={(e) => setPrepaidText(e.target.value.replace(/[^\d,]/g, ""))}
              onBlur={() => setPrepaid(clampPrepaid(prepaidText, orderer.prepaidBalance))}
            />
            <span>{t("wonUnit")}</span>
            <button
              type="button"
              onClick={() => setPrepaid(Math.min(orderer.prepaidBalance, calc?.amounts.netAmt ?? 0))}
            >
              {t("prepaid.all")}
            </button>
          </div>
          {calc && calc.amounts.prepaidAmt !== form.prepaidUseAmt && form.prepaidUseAmt > 0 ? (
            <p className={styles.hint}>{t("prepaid.capped", { value: won(calc.amounts.prepaidAmt) })}</p>
          ) : null}
        </div>
      ) : null}
      <CouponSheet
        open={couponsOpen}
        coupons={sheet.coupons}
        chosen={form.couponCds}
        onClose={() => setCouponsOpen(false)}
        onApply={(couponCds) => {
          update({ couponCds });
          setCouponsOpen(false);
        }}
      />
    </SheetSection>
  );
}
