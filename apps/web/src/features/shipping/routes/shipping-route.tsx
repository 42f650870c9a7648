import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../../components/ui/bottom-sheet";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { TextField } from "../../../components/ui/text-field";
import { useGoBack } from "../../../components/ui/use-go-back";
import { checkoutErrorText } from "../../../domain/errors/checkout-error-text";
import { formatPhone } from "../../../lib/format/phone";
import { useGlobalState } from "../../../lib/state/global-state";
import { useAddShippingAddress } from "../api/add-shipping-address";
import { useDeleteShippingAddress } from "../api/delete-shipping-address";
import { useShippingAddresses } from "../api/get-shipping-addresses";
import styles from "./shipping-route.module.css";

const EMPTY = { addrNm: "", receiverNm: "", receiverMobileNum: "", zip: "", baseAddr: "", detailAddr: "" };

/** `/my/shipping`: the delivery address book used by the order sheet. */
export function ShippingRoute() {
  const { t } = useTranslation("order");
  const { t: tr } = useTranslation("routes");
  const goBack = useGoBack();
  const toast = useGlobalState((s) => s.showToast);
  const list = useShippingAddresses();
  const add = useAddShippingAddress();
  const remove = useDeleteShippingAddress();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [isDefault, setIsDefault] = useState(false);
  const valid =
    form.addrNm.trim() !== "" &&
    form.receiverNm.trim() !== "" &&
    /^01\d{8,9}$/.test(form.receiverMobileNum) &&
    /^\d{5}$/.test(form.zip) &&
    form.baseAddr.trim() !== "";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    add.mutate(
      { ...form, roadAddr: form.baseAddr, defaultYn: isDefault ? "Y" : "N" },
      {
        onSuccess: () => {
          setOpen(false);
          setForm(EMPTY);
          toast(t("shipping.added"));
        },
        onError: (err) => toast(checkoutErrorText(err) ?? t("shipping.failed")),
      },
    );
  };
  const field = (key: keyof typeof EMPTY) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  return (
    <>
      <PageHeader title={tr("myShipping")} onBack={goBack} bordered />
      <main className={styles.page}>
        {list.data && list.data.length === 0 ? <EmptyState title={t("shipping.empty")} /> : null}
        <ul className={styles.list}>
          {(list.data ?? []).map((a) => (
            <li key={a.addrNo} className={styles.item}>
              <p className={styles.name}>
                {a.addrNm}
                {a.defaultYn === "Y" ? <span className={styles.badge}>{t("shipping.default")}</span> : null}
              </p>
              <p className={styles.meta}>
                {a.receiverNm} · {formatPhone(a.receiverMobileNum)}
              </p>
              <p className={styles.meta}>
                ({a.zip}) {a.baseAddr} {a.detailAddr}
              </p>
              <button type="button" className={styles.delete} onClick={() => remove.mutate(a.addrNo)}>
                {t("shipping.delete")}
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button block onClick={() => setOpen(true)}>
            {t("shipping.add")}
          </Button>
        </div>
      </main>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t("shipping.add")}>
        <form className={styles.form} onSubmit={submit}>
          <TextField label={t("shipping.addrNm")} maxLength={30} {...field("addrNm")} />
          <TextField label={t("shipping.receiverNm")} maxLength={30} {...field("receiverNm")} />
          <TextField label={t("shipping.mobile")} inputMode="numeric" maxLength={11} {...field("receiverMobileNum")} />
          <TextField label={t("shipping.zip")} inputMode="numeric" maxLength={5} {...field("zip")} />
          <TextField label={t("shipping.baseAddr")} maxLength={200} {...field("baseAddr")} />
          <TextField label={t("shipping.detailAddr")} maxLength={200} {...field("detailAddr")} />
          <label className={styles.check}>
            <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
            {t("shipping.makeDefault")}
          </label>
          <Button block type="submit" disabled={!valid || add.isPending}>
            {t("shipping.save")}
          </Button>
        </form>
      </BottomSheet>
    </>
  );
}
