import { ADDRESS_BOOK_MAX } from "@cellar/contracts/checkout-constants";
import type { ShippingAddress } from "@cellar/contracts/client";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { AlertDialog } from "../../../components/ui/dialog";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { checkoutErrorText } from "../../../domain/errors/checkout-error-text";
import { formatPhone } from "../../../lib/format/phone";
import { useGlobalState } from "../../../lib/state/global-state";
import { useDeleteShippingAddress } from "../api/delete-shipping-address";
import { useShippingAddresses } from "../api/get-shipping-addresses";
import { useUpdateShippingAddress } from "../api/update-shipping-address";
import { formOf, inputOf } from "../rules/address-form";
import styles from "./shipping-route.module.css";

type ShippingRouteProps = {
  /** The form's address: a new address (no addrNo) or one to edit. */
  formTo: (addrNo?: number) => string;
};

/** `/my/shipping`, `/shipping`: the delivery address book the order sheet chooses from. */
export function ShippingRoute({ formTo }: ShippingRouteProps) {
  const { t } = useTranslation("order");
  const { t: tr } = useTranslation("routes");
  const goBack = useGoBack();
  const toast = useGlobalState((s) => s.showToast);
  const list = useShippingAddresses();
  const remove = useDeleteShippingAddress();
  const update = useUpdateShippingAddress();
  const [deleting, setDeleting] = useState<ShippingAddress | null>(null);
  const addresses = list.data ?? [];
  const full = addresses.length >= ADDRESS_BOOK_MAX;
  const failed = (err: unknown) => toast(checkoutErrorText(err) ?? t("shipping.failed"));

  const makeDefault = (a: ShippingAddress) =>
    update.mutate(
      { addrNo: a.addrNo, input: inputOf({ ...formOf(a), defaultYn: "Y" }) },
      { onSuccess: () => toast(t("shipping.defaultSet", { name: a.addrNm })), onError: failed },
    );

  return (
    <>
      <PageHeader title={tr("myShipping")} onBack={goBack} bordered />
      <main className={styles.page}>
        {list.isSuccess ? (
          <p className={styles.count}>{t("shipping.count", { count: addresses.length, max: ADDRESS_BOOK_MAX })}</p>
        ) : null}
        {list.isSuccess && addresses.length === 0 ? (
          <EmptyState title={t("shipping.empty")} description={t("shipping.emptyHint")} />
        ) : null}
        <ul className={styles.list}>
          {addresses.map((a) => (
            <li key={a.addrNo} className={styles.item} aria-label={a.addrNm}>
              <p className={styles.name}>
                {a.addrNm}
                {a.defaultYn === "Y" ? <span className={styles.badge}>{t("shipping.default")}</span> : null}
              </p>
              <p className={styles.meta}>
                {a.receiverNm} · {formatPhone(a.receiverMobileNum)}
              </p>
              <p className={styles.addr}>
                ({a.zip}) {a.baseAddr} {a.detailAddr}
              </p>
              <div className={styles.itemActions}>
                {a.defaultYn === "Y" ? null : (
                  <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => makeDefault(a)}>
                    {t("shipping.makeDefaultShort")}
                  </Button>
                )}
                <Link to={formTo(a.addrNo)} className={styles.action}>
                  {t("shipping.edit")}
                </Link>
                <button type="button" className={styles.action} onClick={() => setDeleting(a)}>
                  {t("shipping.delete")}
                </button>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          {full ? <p className={styles.meta}>{t("shipping.full", { max: ADDRESS_BOOK_MAX })}</p> : null}
          {full ? (
            <Button block disabled>
              {t("shipping.add")}
            </Button>
          ) : (
            <Link to={formTo()} className={styles.addLink}>
              {t("shipping.add")}
            </Link>
          )}
        </div>
      </main>
      <AlertDialog
        open={deleting !== null}
        message={
          deleting?.defaultYn === "Y" && addresses.length > 1
            ? t("shipping.deleteDefaultConfirm", { name: deleting.addrNm })
            : t("shipping.deleteConfirm", { name: deleting?.addrNm ?? "" })
        }
        confirmLabel={t("shipping.delete")}
        cancelLabel={t("shipping.cancel")}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) remove.mutate(target.addrNo, { onSuccess: () => toast(t("shipping.deleted")), onError: failed });
        }}
      />
    </>
  );
}
