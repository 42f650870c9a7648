import type { PreorderDetail } from "@cellar/contracts/client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Radio, Select } from "../../../components/ui/choice-inputs";
import { EmptyState } from "../../../components/ui/empty-state";
import { formatNumber } from "../../../lib/format/number";
import { createReservation } from "../api/create-reservation";
import { usePreorder } from "../api/get-preorder";
import { preorderKeys } from "../api/preorder-keys";
import { useQuote } from "../api/quote-preorder";
import { EasyPayFields } from "../components/easy-pay-fields";
import { formatDay, preorderErrorText } from "../rules/preorder-text";
import styles from "./preorders.module.css";

type OrderRouteProps = {
  preorderCd: string;
  /** Where the card page comes back to (`/reservation/complete`; it adds the payment's number). */
  returnPath: string;
  /** After an easy-pay charge (paid at once). */
  onPaid: (reservationNo: string) => void;
  easyPayRegisterTo: string;
};

/**
 * `/reservation/order?preorderCd=`: how many bottles (within the member's limit and what is left),
 * the pick-up store, a coupon where the pre-order takes one, the amounts from the server, and the
 * payment in full by card (sandbox page) or easy pay.
 */
export function PreorderOrderRoute({ preorderCd, ...rest }: OrderRouteProps) {
  const { t } = useTranslation("preorders");
  const query = usePreorder(preorderCd);
  if (query.isError || !preorderCd) return <EmptyState title={t("detail.notFound")} />;
  if (!query.data) return <div className={styles.page} aria-busy="true" />;
  return <OrderForm preorder={query.data} {...rest} />;
}

function OrderForm({
  preorder: p,
  returnPath,
  onPaid,
  easyPayRegisterTo,
}: { preorder: PreorderDetail } & Omit<OrderRouteProps, "preorderCd">) {
  const { t, i18n } = useTranslation("preorders");
  const queryClient = useQueryClient();
  const [qty, setQty] = useState(1);
  const [tnantCd, setTnantCd] = useState(p.stores[0]?.tnantCd ?? "");
  const [cpnIssuNo, setCpnIssuNo] = useState("");
  const [method, setMethod] = useState<"CARD" | "EASYPAY">("CARD");
  const [billkey, setBillkey] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const body = { preorderCd: p.preorderCd, tnantCd, qty, cpnIssuNo: cpnIssuNo || null };
  const quote = useQuote(body, tnantCd !== "");
  const q = quote.data;
  const maxQty = Math.max(1, q?.maxQty ?? p.perMemberLimit - p.myQty);
  const open = p.state === "OPEN";
  const pay = async () => {
    if (!q) return;
    if (method === "EASYPAY" && (!billkey || password.length !== 6)) return setError(t("order.easyPayMissing"));
    setPending(true);
    setError(null);
    try {
      const started = await createReservation({
        ...body,
        payAmt: q.payAmt,
        payMethod: method,
        returnPath,
        ...(method === "EASYPAY" ? { billkey, password } : {}),
      });
      if (started.payUrl) return window.location.assign(started.payUrl);
      queryClient.removeQueries({ queryKey: preorderKeys.all });
      onPaid(started.reservationNo);
    } catch (err) {
      setError(preorderErrorText(err));
      setPassword("");
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: preorderKeys.all });
    }
  };
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="preorder-item">
        <h2 id="preorder-item" className={styles.sectionTitle}>
          {t("order.item")}
        </h2>
        <div className={styles.item}>
          {p.bottle.imageUrl ? <img src={p.bottle.imageUrl} alt="" width={64} height={64} /> : null}
          <div>
            <p className={styles.itemName}>{p.title}</p>
            <p className={styles.itemSub}>
              {t("won", { value: formatNumber(p.price) })} ·{" "}
              {t("order.arrival", { date: formatDay(p.arrivalDate, i18n.language) })}
            </p>
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="preorder-qty">
        <h2 id="preorder-qty" className={styles.sectionTitle}>
          {t("order.qty")}
        </h2>
        <div className={styles.stepper}>
          <button type="button" aria-label={t("order.less")} disabled={qty <= 1} onClick={() => setQty(qty - 1)}>
            −
          </button>
          <output aria-live="polite" aria-label={t("order.qty")}>
            {qty}
          </output>
          <button type="button" aria-label={t("order.more")} disabled={qty >= maxQty} onClick={() => setQty(qty + 1)}>
            +
          </button>
        </div>
        <p className={styles.hint}>{t("order.qtyHint", { limit: p.perMemberLimit, mine: p.myQty, left: p.leftQty })}</p>
      </section>
      <section className={styles.section} aria-labelledby="preorder-store">
        <h2 id="preorder-store" className={styles.sectionTitle}>
          {t("order.store")}
        </h2>
        <div role="radiogroup" aria-labelledby="preorder-store">
          {p.stores.map((s) => (
            <label key={s.tnantCd} className={styles.option}>
              <Radio
                name="preorder-store"
                value={s.tnantCd}
                checked={tnantCd === s.tnantCd}
                onChoose={() => setTnantCd(s.tnantCd)}
              />
              <span className={styles.optionText}>
                {s.name}
                <small>{s.baseAddr}</small>
              </span>
            </label>
          ))}
        </div>
      </section>
      {p.couponYn === "Y" ? (
        <section className={styles.section} aria-labelledby="preorder-coupon">
          <h2 id="preorder-coupon" className={styles.sectionTitle}>
            {t("order.coupon")}
          </h2>
          <Select aria-labelledby="preorder-coupon" className={styles.select} value={cpnIssuNo} onValue={setCpnIssuNo}>
            <option value="">{q?.coupons.length ? t("order.noCoupon") : t("order.noCoupons")}</option>
            {(q?.coupons ?? []).map((c) => (
              <option key={c.cpnIssuNo} value={c.cpnIssuNo}>
                {c.couponName}
              </option>
            ))}
          </Select>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="preorder-amounts">
        <h2 id="preorder-amounts" className={styles.sectionTitle}>
          {t("order.amounts")}
        </h2>
        {q ? (
          <dl className={styles.amounts} data-testid="preorder-amounts">
            <dt>{t("order.shelfAmt")}</dt>
            <dd>{t("won", { value: formatNumber(q.shelfAmt) })}</dd>
            <dt>{t("order.preorderDc")}</dt>
            <dd className={styles.minus}>−{t("won", { value: formatNumber(q.preorderDcAmt) })}</dd>
            {q.cpnDcAmt > 0 ? (
              <>
                <dt>{t("order.couponDc")}</dt>
                <dd className={styles.minus}>−{t("won", { value: formatNumber(q.cpnDcAmt) })}</dd>
              </>
            ) : null}
            <dt className={styles.total}>{t("order.payAmt")}</dt>
            <dd className={styles.total}>{t("won", { value: formatNumber(q.payAmt) })}</dd>
          </dl>
        ) : quote.isError ? (
          <p className={styles.error} role="alert">
            {preorderErrorText(quote.error)}
          </p>
        ) : (
          <div aria-busy="true" />
        )}
      </section>
      <section className={styles.section} aria-labelledby="preorder-method">
        <h2 id="preorder-method" className={styles.sectionTitle}>
          {t("order.method")}
        </h2>
        <div role="radiogroup" aria-labelledby="preorder-method">
          {(["CARD", "EASYPAY"] as const).map((m) => (
            <label key={m} className={styles.option}>
              <Radio name="preorder-method" value={m} checked={method === m} onChoose={() => setMethod(m)} />
              <span className={styles.optionText}>{t(`order.methods.${m}`)}</span>
            </label>
          ))}
        </div>
        {method === "EASYPAY" ? (
          <EasyPayFields
            billkey={billkey}
            onBillkey={setBillkey}
            password={password}
            onPassword={setPassword}
            registerTo={easyPayRegisterTo}
          />
        ) : null}
        <p className={styles.hint}>{t("order.payNote", { date: formatDay(p.cancelUntil, i18n.language) })}</p>
      </section>
      {!open ? <p className={styles.warning}>{t("order.notOpen")}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button block onClick={() => void pay()} disabled={!open || !q || pending || quote.isFetching}>
          {t("order.submit", { value: formatNumber(q?.payAmt ?? 0) })}
        </Button>
      </div>
    </div>
  );
}
