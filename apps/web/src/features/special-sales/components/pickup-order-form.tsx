import type { SpecialOrderCreate, SpecialStore } from "@cellar/contracts/client";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/ui/text-field";
import styles from "./special-sales.module.css";

export type PickupForm = SpecialOrderCreate;
export type PickupErrors = Partial<Record<keyof PickupForm, string>>;

/** Checks the form as the API will (a store of the sale, a name, a mobile number 01x…). */
export function checkPickupForm(form: PickupForm, t: (k: string) => string): PickupErrors {
  const errors: PickupErrors = {};
  if (!form.tnantCd) errors.tnantCd = t("order.storeRequired");
  if (!form.buyerNm.trim()) errors.buyerNm = t("order.nameRequired");
  if (!/^01\d{8,9}$/.test(form.mobileNo)) errors.mobileNo = t("order.mobileInvalid");
  return errors;
}

/** Pick-up store, name and mobile number of a guest order. */
export function PickupOrderForm(props: {
  stores: SpecialStore[];
  form: PickupForm;
  errors: PickupErrors;
  onChange: (form: PickupForm) => void;
}) {
  const { t } = useTranslation("specialSales");
  const { form, onChange, errors } = props;
  const storeId = useId();
  return (
    <section className={styles.section} aria-label={t("order.heading")}>
      <h2 className={styles.sectionTitle}>{t("order.heading")}</h2>
      <div>
        <label className={styles.label} htmlFor={storeId}>
          {t("order.store")}
        </label>
        <select
          id={storeId}
          className={styles.select}
          value={form.tnantCd}
          onChange={(e) => onChange({ ...form, tnantCd: e.target.value })}
        >
          {props.stores.map((s) => (
            <option key={s.tnantCd} value={s.tnantCd}>
              {s.tnantNm} · {s.address}
            </option>
          ))}
        </select>
        {errors.tnantCd ? <p className={styles.error}>{errors.tnantCd}</p> : null}
      </div>
      <TextField
        label={t("order.name")}
        placeholder={t("order.namePlaceholder")}
        value={form.buyerNm}
        maxLength={20}
        autoComplete="name"
        onChange={(e) => onChange({ ...form, buyerNm: e.target.value })}
        error={errors.buyerNm ?? null}
      />
      <TextField
        label={t("order.mobile")}
        placeholder={t("order.mobilePlaceholder")}
        value={form.mobileNo}
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        onChange={(e) => onChange({ ...form, mobileNo: e.target.value.replace(/\D/g, "") })}
        error={errors.mobileNo ?? null}
      />
      <p className={styles.muted}>{t("order.notice")}</p>
    </section>
  );
}
