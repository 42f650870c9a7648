import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { readPaymentReturn, withoutPaymentReturn } from "../../../domain/payment/payment-return";
import { confirmFeePay, returnKeys } from "../api/returns-queries";
import { returnNoOfPayNo, returnsErrorText } from "../rules/returns-text";
import styles from "./returns.module.css";

type Outcome =
  | { status: "confirming" }
  | { status: "done"; returnNo: string }
  | { status: "failed"; message: string; returnNo: string };

type FeeCompleteRouteProps = { detailTo: (returnNo: string) => string; payTo: (returnNo: string) => string };

/**
 * `/return/payment/complete`: back from the card page, the approval is confirmed once (a second
 * confirm of the same key answers the same result, never a second charge); after easy pay, the
 * return number comes as `?returnNo=`.
 */
export function FeeCompleteRoute({ detailTo, payTo }: FeeCompleteRouteProps) {
  const { t } = useTranslation("returns");
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const paidReturnNo = search.get("returnNo");
  const [outcome, setOutcome] = useState<Outcome | null>(
    paidReturnNo ? { status: "done", returnNo: paidReturnNo } : null,
  );
  const handled = useRef<string | null>(null);
  const back = readPaymentReturn(search);
  useEffect(() => {
    if (!back || handled.current === back.orderNo) return;
    handled.current = back.orderNo;
    const returnNo = returnNoOfPayNo(back.orderNo);
    setSearch(withoutPaymentReturn(search), { replace: true });
    if (back.kind === "failed") return setOutcome({ status: "failed", message: back.message, returnNo });
    setOutcome({ status: "confirming" });
    confirmFeePay({ paymentKey: back.paymentKey, orderNo: back.orderNo, amount: back.amount })
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: returnKeys.all });
        setOutcome({ status: "done", returnNo });
      })
      .catch((e: unknown) => setOutcome({ status: "failed", message: returnsErrorText(e), returnNo }));
  }, [back, search, setSearch, queryClient]);
  if (!outcome || outcome.status === "confirming") return <div className={styles.page} aria-busy="true" />;
  if (outcome.status === "failed") {
    return (
      <EmptyState
        title={t("complete.failed")}
        description={outcome.message || t("complete.failedText")}
        action={
          <Link className={styles.linkButton} to={payTo(outcome.returnNo)}>
            {t("complete.retry")}
          </Link>
        }
      />
    );
  }
  return (
    <div className={styles.page}>
      <section className={styles.result}>
        <h2 className={styles.resultTitle}>{t("complete.title")}</h2>
        <p className={styles.resultText}>{t("complete.text")}</p>
      </section>
      <div className={styles.actions}>
        <Link className={styles.primaryLink} to={detailTo(outcome.returnNo)}>
          {t("complete.toDetail")}
        </Link>
      </div>
    </div>
  );
}
