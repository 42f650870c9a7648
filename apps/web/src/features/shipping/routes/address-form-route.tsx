import { ADDRESS_BOOK_MAX } from "@cellar/contracts/checkout-constants";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/choice-inputs";
import { PageHeader } from "../../../components/ui/page-header";
import { TextField } from "../../../components/ui/text-field";
import { useGoBack } from "../../../components/ui/use-go-back";
import { checkoutErrorText } from "../../../domain/errors/checkout-error-text";
import { useGlobalState } from "../../../lib/state/global-state";
import { useAddShippingAddress } from "../api/add-shipping-address";
import { useShippingAddresses } from "../api/get-shipping-addresses";
import { useUpdateShippingAddress } from "../api/update-shipping-address";
import { AddressSearchSheet } from "../components/address-search-sheet";
import { type AddressForm, EMPTY_ADDRESS_FORM, formOf, formProblem, inputOf, withHit } from "../rules/address-form";
import styles from "./shipping-route.module.css";

type AddressFormRouteProps = {
  /** The address to edit; null adds one. */
  addrNo: number | null;
  /** The book's list (after saving, or to leave). */
  listTo: string;
  onSaved: () => void;
};

/** `?view=form`: adds an address, or edits one (`&addrNo=`), its postcode and address from the search. */
export function AddressFormRoute({ addrNo, listTo, onSaved }: AddressFormRouteProps) {
  const list = useShippingAddresses();
  // The form starts from the book (an empty book's first address is the default): not before it arrives.
  if (list.isPending) return <FormShell title={addrNo === null ? "add" : "edit"} listTo={listTo} />;
  const editing = addrNo === null ? null : (list.data?.find((a) => a.addrNo === addrNo) ?? null);
  if (addrNo !== null && !editing) return <FormShell title="edit" listTo={listTo} missing={list.isSuccess} />;
  const count = list.data?.length ?? 0;
  return (
    <FormShell title={editing ? "edit" : "add"} listTo={listTo}>
      <AddressFormBody
        key={editing?.addrNo ?? "new"}
        initial={editing ? formOf(editing) : { ...EMPTY_ADDRESS_FORM, defaultYn: count === 0 ? "Y" : "N" }}
        addrNo={editing?.addrNo ?? null}
        wasDefault={editing?.defaultYn === "Y" || (editing === null && count === 0)}
        full={editing === null && count >= ADDRESS_BOOK_MAX}
        onSaved={onSaved}
      />
    </FormShell>
  );
}

function FormShell({
  title,
  listTo,
  missing = false,
  children,
}: {
  title: "add" | "edit";
  listTo: string;
  missing?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation("order");
  const goBack = useGoBack(listTo);
  return (
    <>
      <PageHeader title={t(`shipping.${title}Title`)} onBack={goBack} bordered />
      <main className={styles.formPage}>
        {missing ? <p className={styles.meta}>{t("shipping.missing")}</p> : children}
      </main>
    </>
  );
}

function AddressFormBody({
  initial,
  addrNo,
  wasDefault,
  full,
  onSaved,
}: {
  initial: AddressForm;
  addrNo: number | null;
  wasDefault: boolean;
  full: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation("order");
  const toast = useGlobalState((s) => s.showToast);
  const add = useAddShippingAddress();
  const update = useUpdateShippingAddress();
  const [form, setForm] = useState(initial);
  const [searching, setSearching] = useState(false);
  const [tried, setTried] = useState(false);
  const problem = formProblem(form);
  const pending = add.isPending || update.isPending;
  const show = (field: string) => (tried && problem === field ? t(`shipping.problems.${field}`) : null);
  const field = (key: "addrNm" | "receiverNm" | "receiverMobileNum" | "detailAddr") => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) =>
      setForm((f) => ({
        ...f,
        [key]: key === "receiverMobileNum" ? e.target.value.replace(/\D/g, "") : e.target.value,
      })),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem || full) return;
    const done = {
      onSuccess: () => {
        toast(t(addrNo === null ? "shipping.added" : "shipping.saved"));
        onSaved();
      },
      onError: (err: unknown) => toast(checkoutErrorText(err) ?? t("shipping.failed")),
    };
    if (addrNo === null) add.mutate(inputOf(form), done);
    else update.mutate({ addrNo, input: inputOf(form) }, done);
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        {full ? (
          <p className={styles.warn} role="alert">
            {t("shipping.full", { max: ADDRESS_BOOK_MAX })}
          </p>
        ) : null}
        <TextField label={t("shipping.addrNm")} maxLength={30} error={show("addrNm")} {...field("addrNm")} />
        <TextField
          label={t("shipping.receiverNm")}
          maxLength={30}
          error={show("receiverNm")}
          {...field("receiverNm")}
        />
        <TextField
          label={t("shipping.mobile")}
          inputMode="numeric"
          maxLength={11}
          placeholder={t("shipping.mobilePlaceholder")}
          error={show("mobile")}
          {...field("receiverMobileNum")}
        />
        <div className={styles.addressBox}>
          <TextField
            label={t("shipping.zip")}
            readOnly
            value={form.zip}
            placeholder={t("shipping.zipPlaceholder")}
            onClick={() => setSearching(true)}
            error={show("address")}
            action={
              <Button size="sm" variant="outline" onClick={() => setSearching(true)}>
                {t("shipping.findAddress")}
              </Button>
            }
          />
          <TextField label={t("shipping.baseAddr")} readOnly value={form.baseAddr} onClick={() => setSearching(true)} />
          <TextField
            label={t("shipping.detailAddr")}
            maxLength={200}
            placeholder={t("shipping.detailPlaceholder")}
            error={show("detailAddr")}
            disabled={form.baseAddr === ""}
            {...field("detailAddr")}
          />
        </div>
        {wasDefault ? (
          <p className={styles.meta}>{t("shipping.isDefault")}</p>
        ) : (
          <label className={styles.check}>
            <Checkbox
              checked={form.defaultYn === "Y"}
              onCheckedChange={(on) => setForm((f) => ({ ...f, defaultYn: on ? "Y" : "N" }))}
            />
            {t("shipping.makeDefault")}
          </label>
        )}
        <Button block type="submit" disabled={pending || full}>
          {t("shipping.save")}
        </Button>
      </form>
      {/* Outside the form: the sheet's own search form must not submit this one (React events cross portals). */}
      <AddressSearchSheet
        open={searching}
        onClose={() => setSearching(false)}
        onPick={(hit) => {
          setForm((f) => withHit(f, hit));
          setSearching(false);
        }}
      />
    </>
  );
}
