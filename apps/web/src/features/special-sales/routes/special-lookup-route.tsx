import type { SpecialOrder } from "@cellar/contracts/client";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useSpecialHome } from "../api/get-special-home";
import { useSpecialCart } from "../api/special-cart";
import { useLookupSpecialOrder } from "../api/special-order";
import { type SpecialLinks, SpecialNav } from "../components/special-nav";
import { SpecialOrderView } from "../components/special-order-view";
import styles from "../components/special-sales.module.css";
import { specialErrorText } from "../rules/special-error";

/** `/specialSales?view=lookup`: a guest order by its number and the mobile number given at ordering. */
export function SpecialLookupRoute(props: { links: SpecialLinks; initialOrderNo: string }) {
  const { t } = useTranslation("specialSales");
  const authorized = useSpecialHome().data?.authorized ?? false;
  const cart = useSpecialCart(authorized);
  const [orderNo, setOrderNo] = useState(props.initialOrderNo);
  const [mobileNo, setMobileNo] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [order, setOrder] = useState<SpecialOrder | null>(null);
  const lookup = useLookupSpecialOrder();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!orderNo.trim() || !mobileNo) return setError(t("lookup.required"));
    setError(null);
    lookup.mutate(
      { orderNo: orderNo.trim().toUpperCase(), mobileNo },
      { onSuccess: setOrder, onError: (err) => setError(specialErrorText(t, err)) },
    );
  };
  return (
    <div className={styles.page}>
      {authorized ? <SpecialNav current="lookup" links={props.links} cartCount={cart.data?.cartCount ?? 0} /> : null}
      {order ? (
        <>
          <SpecialOrderView order={order} />
          <Button variant="outline" block onClick={() => setOrder(null)}>
            {t("lookup.again")}
          </Button>
        </>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <h2 className={styles.sectionTitle}>{t("lookup.heading")}</h2>
          <p className={styles.muted}>{t("lookup.body")}</p>
          <TextField
            label={t("lookup.orderNo")}
            placeholder={t("lookup.orderNoPlaceholder")}
            value={orderNo}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={30}
            onChange={(e) => {
              setOrderNo(e.target.value);
              setError(null);
            }}
          />
          <TextField
            label={t("lookup.mobile")}
            placeholder={t("order.mobilePlaceholder")}
            value={mobileNo}
            inputMode="numeric"
            maxLength={11}
            onChange={(e) => {
              setMobileNo(e.target.value.replace(/\D/g, ""));
              setError(null);
            }}
            error={error}
          />
          <Button type="submit" block disabled={lookup.isPending}>
            {t("lookup.submit")}
          </Button>
        </form>
      )}
    </div>
  );
}
