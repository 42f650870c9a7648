import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PopupFrame } from "../../../components/ui/popup-frame";
import { checkoutErrorText } from "../../../domain/errors/checkout-error-text";
import { useHydrated } from "../../../lib/dom/use-hydrated";
import { formatNumber } from "../../../lib/format/number";
import { formatInstant } from "../../../lib/format/seoul-time";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { cancelOrderPayment } from "../api/cancel-order-payment";
import { startOrderPayment } from "../api/start-order-payment";
import { useOrderPaymentReturn } from "../hooks/use-order-payment-return";
import { usePayCancelWatch } from "../hooks/use-pay-cancel-watch";
import { usePayParamState } from "../state/pay-param-state";
import { CANCEL_RESULT_CODE, usePaymentState } from "../state/payment-state";
import styles from "./card-pay-popup-route.module.css";

export type CardPayMethod = "CARD" | "RGLR" | "TOSS";

type CardPayPopupRouteProps = {
  method: CardPayMethod;
  /** This popup's own path: the hosted page returns here. */
  returnPath: string;
  /** Paid: the page shows the completion. */
  onPaid: (orderNo: string) => void;
  /** Left unpaid (native back, close or decline): the page shows the unpaid order. */
  onLeft: (orderNo: string | null) => void;
};

/**
 * `/comm/commBill` (card), `/comm/commBillRglr` (regular payment of an unpaid order) and
 * `/comm/commTossPay` (transfer): the order of rglrPayParam, its amounts, and the hosted page.
 */
export function CardPayPopupRoute({ method, returnPath, onPaid, onLeft }: CardPayPopupRouteProps) {
  const { t } = useTranslation("payment");
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const param = usePayParamState((s) => s.param);
  const toast = useGlobalState((s) => s.showToast);
  const [leaving, setLeaving] = useState(false);
  const orderNo = hydrated ? (param?.orderNo ?? null) : null;

  const finishPaid = () => {
    if (!orderNo) return;
    // The paid lines left the cart; balances and the in-progress orders changed.
    void invalidateAfterChange(queryClient, ["cart"], ["orders"], ["prepaid"]);
    usePaymentState.getState().setRegularPayResult({ code: "0000", message: t("paid"), orderNo });
    usePaymentState.getState().setPayType(null);
    usePayParamState.getState().clear();
    onPaid(orderNo);
  };
  const outcome = useOrderPaymentReturn(orderNo, finishPaid);

  const leave = (message: string) => {
    const no = usePayParamState.getState().param?.orderNo ?? null;
    usePaymentState.getState().setPayType(null);
    toast(message || t("cancelled"));
    onLeft(no);
  };

  // The native back button wrote 999990: tell the server (the order stays unpaid) and leave.
  usePayCancelWatch("regular", (message) => {
    // No order on this device: the result is written (shell) and nothing else happens.
    if (!orderNo) return;
    void cancelOrderPayment(orderNo, CANCEL_RESULT_CODE, message).finally(() => leave(t("cancelledUnpaid")));
  });

  const close = () => {
    // The close button behaves like the native back: cancel result, order unpaid.
    usePaymentState.getState().setPayType("GENERAL");
    usePaymentState.getState().writeCancelResult();
  };

  const pay = async () => {
    if (!param || leaving) return;
    setLeaving(true);
    try {
      let payUrl = param.payUrl;
      // A new attempt (regular payment, or after a cancel or decline) gets its own payment number.
      if (method === "RGLR" || outcome?.status === "failed" || !payUrl) {
        const start = await startOrderPayment(param.orderNo, method, returnPath);
        usePayParamState.getState().setParam(start);
        payUrl = start.payUrl;
      }
      usePaymentState.getState().setPayType("GENERAL");
      if (payUrl) window.location.assign(payUrl);
    } catch (e) {
      const text = checkoutErrorText(e);
      if (text) toast(text);
      setLeaving(false);
    }
  };

  const title = t(`titles.${method}`);
  if (!hydrated) return <PopupFrame title={title}>{null}</PopupFrame>;
  if (!param) {
    return (
      <PopupFrame title={title} onClose={() => onLeft(null)}>
        <EmptyState title={t("noOrder")} />
      </PopupFrame>
    );
  }

  const busy = outcome?.status === "confirming" || outcome?.status === "paid";
  return (
    <PopupFrame
      title={title}
      onClose={busy ? undefined : close}
      footer={
        <Button block onClick={() => void pay()} disabled={busy || leaving}>
          {outcome?.status === "failed" ? t("retry") : t(`payButton.${method}`, { value: formatNumber(param.cardAmt) })}
        </Button>
      }
    >
      <div className={styles.body}>
        <p className={styles.kicker}>{t("orderNo", { orderNo: param.orderNo })}</p>
        <p className={styles.amount} data-testid="popup-card-amount">
          {t("won", { value: formatNumber(param.cardAmt) })}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t("netAmt")}</dt>
            <dd>{t("won", { value: formatNumber(param.netAmt) })}</dd>
          </div>
          {param.prepaidAmt > 0 ? (
            <div>
              <dt>{t("prepaidAmt")}</dt>
              <dd>-{t("won", { value: formatNumber(param.prepaidAmt) })}</dd>
            </div>
          ) : null}
          <div className={styles.strong}>
            <dt>{t(`partAmt.${method}`)}</dt>
            <dd>{t("won", { value: formatNumber(param.cardAmt) })}</dd>
          </div>
        </dl>
        {outcome?.status === "confirming" ? (
          <p className={styles.status} role="status">
            {t("confirming")}
          </p>
        ) : null}
        {outcome?.status === "failed" ? (
          <p className={styles.error} role="alert">
            {outcome.message || t(`failCodes.${outcome.code}`, { defaultValue: t("failed") })}
          </p>
        ) : null}
        <ul className={styles.notes}>
          <li>{t(`notes.${method}`)}</li>
          <li>{t("notes.hold", { time: formatInstant(param.holdUntil) })}</li>
          <li>{t("notes.back")}</li>
        </ul>
      </div>
    </PopupFrame>
  );
}
