import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { readPaymentReturn, withoutPaymentReturn } from "../../../domain/payment/payment-return";
import { formatNumber } from "../../../lib/format/number";
import { confirmLuckyPay, luckyKeys, useDraw, useOrderResult } from "../api/luckydraw-queries";
import { luckyErrorText } from "../rules/lucky-text";
import styles from "./luckydraw.module.css";

type Outcome = { status: "confirming" } | { status: "done" } | { status: "failed"; message: string };

type CompleteRouteProps = {
  luckyDrawCd: string;
  orderTo: (orderNo: string) => string;
  historyTo: string;
  payTo: string;
};

/** Back from the card page: confirms the approval once, then shows the lucky order result (SPEC §3). */
function usePayReturn(onDone: () => void) {
  const [search, setSearch] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const handled = useRef<string | null>(null);
  const back = readPaymentReturn(search);
  useEffect(() => {
    if (!back || handled.current === back.orderNo) return;
    handled.current = back.orderNo;
    setSearch(withoutPaymentReturn(search), { replace: true });
    if (back.kind === "failed") return setOutcome({ status: "failed", message: back.message });
    setOutcome({ status: "confirming" });
    confirmLuckyPay({ paymentKey: back.paymentKey, orderNo: back.orderNo, amount: back.amount })
      .then(() => {
        setOutcome({ status: "done" });
        onDone();
      })
      .catch((e: unknown) => setOutcome({ status: "failed", message: luckyErrorText(e) }));
  }, [back, search, setSearch, onDone]);
  return outcome;
}

/**
 * `/luckydraw/complete`: after an entry ("응모 완료") or after the winner's payment (the lucky
 * order result: order number, amount, card, approval time), with the way to the pick-up order.
 */
export function CompleteRoute({ luckyDrawCd, orderTo, historyTo, payTo }: CompleteRouteProps) {
  const { t } = useTranslation("luckydraw");
  const queryClient = useQueryClient();
  const done = useRef(() => void queryClient.invalidateQueries({ queryKey: luckyKeys.all })).current;
  const outcome = usePayReturn(done);
  const draw = useDraw(luckyDrawCd).data;
  const paid = draw?.myEntry?.payState === "PAID";
  const result = useOrderResult(luckyDrawCd, paid && outcome?.status !== "confirming").data;
  if (outcome?.status === "confirming") return <div className={styles.page} aria-busy="true" />;
  if (outcome?.status === "failed") {
    return (
      <div className={styles.page}>
        <EmptyState
          title={t("complete.failed")}
          description={outcome.message || t("complete.failedText")}
          action={
            <Link className={styles.linkButton} to={payTo}>
              {t("complete.retry")}
            </Link>
          }
        />
      </div>
    );
  }
  if (!draw) return <div className={styles.page} aria-busy="true" />;
  const e = draw.myEntry;
  if (!e) return <EmptyState title={t("entry.none")} />;
  return (
    <div className={styles.page}>
      <section className={styles.result} data-result={paid ? "PAID" : "APPLIED"}>
        <h2 className={styles.resultTitle}>{paid ? t("complete.paidTitle") : t("complete.appliedTitle")}</h2>
        <p className={styles.resultText}>
          {paid ? t("complete.paidText", { store: e.tnantNm }) : t("complete.appliedText", { title: draw.title })}
        </p>
      </section>
      {paid && result ? (
        <dl className={styles.facts} aria-label={t("complete.receipt")}>
          <dt>{t("complete.orderNo")}</dt>
          <dd data-testid="lucky-order-no">{result.orderNo}</dd>
          <dt>{t("pay.amount")}</dt>
          <dd>{t("card.price", { value: formatNumber(result.payAmt) })}</dd>
          <dt>{t("complete.card")}</dt>
          <dd>{[result.cardName, result.cardNo].filter(Boolean).join(" ")}</dd>
          <dt>{t("complete.quota")}</dt>
          <dd>{result.quota === "00" ? t("complete.lumpSum") : result.quota}</dd>
          <dt>{t("complete.appTime")}</dt>
          <dd>{result.appTime.replace(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/, "$1.$2.$3 $4:$5:$6")}</dd>
        </dl>
      ) : (
        <dl className={styles.facts}>
          <dt>{t("entry.store")}</dt>
          <dd>{e.tnantNm}</dd>
        </dl>
      )}
      <div className={styles.actions}>
        {paid && result ? (
          <Link className={styles.primaryLink} to={orderTo(result.orderNo)}>
            {t("complete.toOrder")}
          </Link>
        ) : null}
        <Link className={styles.linkButton} to={historyTo}>
          {t("complete.toHistory")}
        </Link>
      </div>
    </div>
  );
}
