import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CtaBar } from "../../../components/ui/cta-bar";
import { EmptyState } from "../../../components/ui/empty-state";
import { Spinner } from "../../../components/ui/spinner";
import { formatNumber } from "../../../lib/format/number";
import { useSpecialHome } from "../api/get-special-home";
import { useSpecialCart, useSpecialCartChanges } from "../api/special-cart";
import { useCreateSpecialOrder } from "../api/special-order";
import { CodeGate } from "../components/code-gate";
import { checkPickupForm, type PickupErrors, type PickupForm, PickupOrderForm } from "../components/pickup-order-form";
import { SpecialCartLines } from "../components/special-cart-lines";
import { type SpecialLinks, SpecialNav } from "../components/special-nav";
import styles from "../components/special-sales.module.css";
import { specialErrorText } from "../rules/special-error";

/** `/specialSales?view=cart`: the special cart and the pick-up order, paid on the hosted card page. */
export function SpecialCartRoute({ links }: { links: SpecialLinks }) {
  const { t } = useTranslation("specialSales");
  const home = useSpecialHome();
  const authorized = home.data?.authorized ?? false;
  const cart = useSpecialCart(authorized);
  const { update, remove } = useSpecialCartChanges();
  const order = useCreateSpecialOrder();
  const [form, setForm] = useState<PickupForm>({ tnantCd: "", buyerNm: "", mobileNo: "" });
  const [errors, setErrors] = useState<PickupErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  if (home.isPending || (authorized && cart.isPending)) return <Spinner />;
  if (!authorized || !home.data?.sale) return <CodeGate lookupTo={links.lookup} />;
  const stores = home.data.sale.stores;
  const chosen = { ...form, tnantCd: form.tnantCd || stores[0]?.tnantCd || "" };
  const group = cart.data?.list[0];
  const items = group?.items ?? [];
  const limits = new Map(home.data.items.map((i) => [i.itemCd, i.orderLimit]));
  const normal = items.reduce((sum, i) => sum + i.saleUprc * i.itemQty, 0);
  const total = group?.totalPayAmt ?? 0;
  const onError = (e: unknown) => setFailure(specialErrorText(t, e));
  const pay = () => {
    const found = checkPickupForm(chosen, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    order.mutate(chosen, { onSuccess: (start) => window.location.assign(start.payUrl), onError });
  };
  return (
    <div className={styles.page} style={{ paddingBottom: items.length ? 112 : undefined }}>
      <SpecialNav current="cart" links={links} cartCount={cart.data?.cartCount ?? 0} />
      {items.length === 0 ? (
        <EmptyState
          title={t("cart.empty")}
          action={
            <Link className={styles.link} to={links.items}>
              {t("cart.emptyAction")}
            </Link>
          }
        />
      ) : (
        <>
          <SpecialCartLines
            items={items}
            limits={limits}
            busy={update.isPending || remove.isPending}
            onQty={(cartNo, itemQty) => update.mutate({ cartNo, itemQty }, { onError })}
            onRemove={(cartNo) => remove.mutate([cartNo], { onError })}
          />
          <div className={styles.total}>
            <span>{t("cart.total")}</span>
            <strong className={styles.totalAmount}>{formatNumber(total)}원</strong>
          </div>
          {normal > total ? (
            <p className={styles.muted}>{t("cart.saved", { amount: formatNumber(normal - total) })}</p>
          ) : null}
          <PickupOrderForm stores={stores} form={chosen} errors={errors} onChange={setForm} />
          {failure ? (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          ) : null}
          <CtaBar
            actions={[
              {
                label: t("order.pay", { amount: formatNumber(total) }),
                onClick: pay,
                disabled: order.isPending || total <= 0,
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
