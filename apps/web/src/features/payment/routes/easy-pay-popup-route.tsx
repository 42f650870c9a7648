import { EASY_PAY } from "@cellar/contracts/checkout-constants";
import { ERRORS } from "@cellar/contracts/client";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PopupFrame } from "../../../components/ui/popup-frame";
import { checkoutErrorText } from "../../../domain/errors/checkout-error-text";
import { useHydrated } from "../../../lib/dom/use-hydrated";
import { formatNumber } from "../../../lib/format/number";
import { isApiError } from "../../../lib/http/errors";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { cancelOrderPayment } from "../api/cancel-order-payment";
import { useEasyPay } from "../api/get-easy-pay";
import { payWithEasyPay } from "../api/pay-with-easy-pay";
import { CardFace } from "../components/card-face";
import { PinPad } from "../components/pin-pad";
import { usePayCancelWatch } from "../hooks/use-pay-cancel-watch";
import { usePayParamState } from "../state/pay-param-state";
import { CANCEL_RESULT_CODE, usePaymentState } from "../state/payment-state";
import styles from "./easy-pay-popup-route.module.css";

type EasyPayPopupRouteProps = {
  onPaid: (orderNo: string) => void;
  onLeft: (orderNo: string | null) => void;
  onManage: () => void;
  onResetPassword: () => void;
};

/**
 * `/comm/commBillEasyPay`: pays the card part of the order in rglrPayParam with a registered card
 * and the 6-digit payment password; 5 wrong tries lock easy pay until the password is reset.
 */
export function EasyPayPopupRoute({ onPaid, onLeft, onManage, onResetPassword }: EasyPayPopupRouteProps) {
  const { t } = useTranslation("payment");
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const param = usePayParamState((s) => s.param);
  const toast = useGlobalState((s) => s.showToast);
  const state = useEasyPay(hydrated && param !== null);
  const [billkey, setBillkey] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [paying, setPaying] = useState(false);
  const cards = state.data?.cards ?? [];
  const chosen = cards.find((c) => c.billkey === billkey) ?? cards[0];
  const orderNo = hydrated ? (param?.orderNo ?? null) : null;
  const locked = state.data?.locked ?? false;

  const leave = (message: string) => {
    const no = usePayParamState.getState().param?.orderNo ?? null;
    usePaymentState.getState().setPayType(null);
    toast(message);
    onLeft(no);
  };

  usePayCancelWatch("easyPay", (message) => {
    // No order on this device: the result is written (shell) and nothing else happens.
    if (!orderNo) return;
    void cancelOrderPayment(orderNo, CANCEL_RESULT_CODE, message).finally(() => leave(t("cancelledUnpaid")));
  });

  const close = () => {
    usePaymentState.getState().setPayType("EASYPAY");
    usePaymentState.getState().writeCancelResult();
  };

  const submit = async (password: string) => {
    if (!orderNo || !chosen || paying) return;
    setPaying(true);
    setError(null);
    try {
      await payWithEasyPay(orderNo, chosen.billkey, password);
      usePaymentState.getState().setEasyPayResult({ code: "0000", message: t("paid"), ...chosen });
      usePaymentState.getState().setPayType(null);
      usePayParamState.getState().clear();
      await invalidateAfterChange(queryClient, ["orders"], ["prepaid"], ["cart"]);
      onPaid(orderNo);
    } catch (e) {
      const code = isApiError(e) ? e.code : "";
      // The server counts the failures and locks: read its count again.
      const fresh = (await state.refetch()).data;
      if (code === ERRORS.easyPayPasswordWrong.code) {
        setError(t("easy.wrong", { count: fresh?.failCount ?? 0, max: EASY_PAY.maxPasswordFailures }));
      } else if (code !== ERRORS.easyPayLocked.code) {
        setError(checkoutErrorText(e) ?? t("failed"));
      }
      setResetKey((k) => k + 1);
    } finally {
      setPaying(false);
    }
  };

  const title = t("titles.EASYPAY");
  if (!hydrated) return <PopupFrame title={title}>{null}</PopupFrame>;
  if (!param) {
    return (
      <PopupFrame title={title} onClose={() => onLeft(null)}>
        <EmptyState title={t("noOrder")} />
      </PopupFrame>
    );
  }
  if (!state.data) return <PopupFrame title={title}>{null}</PopupFrame>;

  return (
    <PopupFrame title={title} onClose={close}>
      <div className={styles.top}>
        <p className={styles.kicker}>{t("orderNo", { orderNo: param.orderNo })}</p>
        <p className={styles.amount} data-testid="popup-card-amount">
          {t("won", { value: formatNumber(param.cardAmt) })}
        </p>
      </div>
      {cards.length === 0 ? (
        <div className={styles.center}>
          <EmptyState
            title={t("easy.noCards")}
            action={
              <Button size="md" onClick={onManage}>
                {t("easy.register")}
              </Button>
            }
          />
        </div>
      ) : locked ? (
        <div className={styles.center} role="alert" data-testid="easy-locked">
          <p className={styles.lockTitle}>{t("easy.lockedTitle")}</p>
          <p className={styles.lockText}>{t("easy.locked", { max: EASY_PAY.maxPasswordFailures })}</p>
          <Button size="md" onClick={onResetPassword}>
            {t("easy.resetPassword")}
          </Button>
        </div>
      ) : (
        <>
          <fieldset className={styles.cards}>
            <legend className="visually-hidden">{t("easy.chooseCard")}</legend>
            {cards.map((card) => (
              <label key={card.billkey} className={styles.cardButton}>
                <input
                  type="radio"
                  name="easy-pay-card"
                  className="visually-hidden"
                  checked={card.billkey === chosen?.billkey}
                  onChange={() => setBillkey(card.billkey)}
                  aria-label={`${card.cardName} ${card.cardNo}`}
                />
                <CardFace card={card} selected={card.billkey === chosen?.billkey} />
              </label>
            ))}
          </fieldset>
          <p className={styles.prompt}>{t("easy.prompt")}</p>
          <p className={styles.error} role="alert" data-testid="easy-error">
            {error ?? "\u00a0"}
          </p>
          <div className={styles.pad}>
            <PinPad
              length={EASY_PAY.passwordLength}
              label={t("easy.password")}
              onComplete={(pin) => void submit(pin)}
              disabled={paying}
              resetKey={resetKey}
            />
          </div>
          <button type="button" className={styles.forgot} onClick={onResetPassword}>
            {t("easy.forgot")}
          </button>
        </>
      )}
    </PopupFrame>
  );
}
