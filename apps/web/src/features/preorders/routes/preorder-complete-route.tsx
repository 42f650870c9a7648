import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { readPaymentReturn, withoutPaymentReturn } from "../../../domain/payment/payment-return";
import { formatNumber } from "../../../lib/format/number";
import { confirmPayment } from "../api/confirm-payment";
import { useReservation } from "../api/get-reservations";
import { preorderKeys } from "../api/preorder-keys";
import { formatDay, preorderErrorText } from "../rules/preorder-text";
import styles from "./preorders.module.css";

type Outcome = { status: "confirming" } | { status: "done" } | { status: "failed"; message: string };

/** Back from the card page: confirms the approval once and names the reservation in the URL. */
function usePayReturn(onDone: () => void) {
  const [search, setSearch] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const handled = useRef<string | null>(null);
  const back = readPaymentReturn(search);
  useEffect(() => {
    if (!back || handled.current === back.orderNo) return;
    handled.current = back.orderNo;
    const next = withoutPaymentReturn(search);
    next.set("reservationNo", back.orderNo);
    setSearch(next, { replace: true });
    if (back.kind === "failed") return setOutcome({ status: "failed", message: back.message });
    setOutcome({ status: "confirming" });
    confirmPayment({ paymentKey: back.paymentKey, orderNo: back.orderNo, amount: back.amount })
      .then(() => {
        setOutcome({ status: "done" });
        onDone();
      })
      .catch((e: unknown) => setOutcome({ status: "failed", message: preorderErrorText(e) }));
  }, [back, search, setSearch, onDone]);
  return outcome;
}

type CompleteRouteProps = { mineTo: string; listTo: string };

/** `/reservation/complete?reservationNo=`: the paid reservation, its store, amount and dates. */
export function PreorderCompleteRoute({ mineTo, listTo }: CompleteRouteProps) {
  const { t, i18n } = useTranslation("preorders");
  const queryClient = useQueryClient();
  const done = useRef(() => void queryClient.invalidateQueries({ queryKey: preorderKeys.all })).current;
  const outcome = usePayReturn(done);
  const [search] = useSearchParams();
  const reservationNo = search.get("reservationNo")?.trim() ?? "";
  const query = useReservation(reservationNo, outcome?.status !== "confirming" && outcome?.status !== "failed");
  if (outcome?.status === "confirming") return <div className={styles.page} aria-busy="true" />;
  if (outcome?.status === "failed") {
    return (
      <div className={styles.page}>
        <EmptyState
          title={t("complete.failed")}
          description={outcome.message || t("complete.failedText")}
          action={
            <Link className={styles.linkButton} to={listTo}>
              {t("complete.toList")}
            </Link>
          }
        />
      </div>
    );
  }
  if (query.isError || !reservationNo) return <EmptyState title={t("mine.notFound")} />;
  const r = query.data;
  if (!r) return <div className={styles.page} aria-busy="true" />;
  const day = (d: string) => formatDay(d, i18n.language);
  return (
    <div className={styles.page}>
      <section className={styles.result}>
        <h2 className={styles.resultTitle}>{t("complete.title")}</h2>
        <p className={styles.resultText}>
          {t("complete.text", { date: day(r.preorder.arrivalDate), store: r.tnantNm })}
        </p>
      </section>
      <dl className={styles.facts} aria-label={t("complete.receipt")}>
        <dt>{t("mine.reservationNo")}</dt>
        <dd data-testid="reservation-no">{r.reservationNo}</dd>
        <dt>{t("order.item")}</dt>
        <dd>{r.preorder.title}</dd>
        <dt>{t("order.qty")}</dt>
        <dd>{t("mine.qty", { count: r.qty })}</dd>
        <dt>{t("order.store")}</dt>
        <dd>{r.tnantNm}</dd>
        <dt>{t("order.payAmt")}</dt>
        <dd>
          {t("won", { value: formatNumber(r.payAmt) })}
          {r.cardNo ? ` · ${r.cardNo}` : ""}
        </dd>
        <dt>{t("detail.arrival")}</dt>
        <dd>{day(r.preorder.arrivalDate)}</dd>
        <dt>{t("detail.cancelUntil")}</dt>
        <dd>{day(r.cancelUntil)}</dd>
      </dl>
      <div className={styles.actions}>
        <Link className={styles.primaryLink} to={mineTo}>
          {t("complete.toMine")}
        </Link>
        <Link className={styles.linkButton} to={listTo}>
          {t("complete.toList")}
        </Link>
      </div>
    </div>
  );
}
