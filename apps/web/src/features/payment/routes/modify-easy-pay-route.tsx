import { EASY_PAY } from "@cellar/contracts/checkout-constants";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PopupFrame } from "../../../components/ui/popup-frame";
import { TextField } from "../../../components/ui/text-field";
import { checkoutErrorText } from "../../../domain/errors/checkout-error-text";
import { useGlobalState } from "../../../lib/state/global-state";
import { useDeleteEasyPayCard } from "../api/delete-easy-pay-card";
import { useEasyPay } from "../api/get-easy-pay";
import { useResetEasyPayPassword } from "../api/reset-easy-pay-password";
import { CardFace } from "../components/card-face";
import { PinPad } from "../components/pin-pad";
import { usePayCancelWatch } from "../hooks/use-pay-cancel-watch";
import { usePaymentState } from "../state/payment-state";
import styles from "./modify-easy-pay-route.module.css";

type ModifyEasyPayRouteProps = { mode: "password" | "delete"; billkey: string | null; onDone: () => void };

/** `/comm/commModifyEasyPay`: reset the payment password (proven by the login password) or delete a card. */
export function ModifyEasyPayRoute({ mode, billkey, onDone }: ModifyEasyPayRouteProps) {
  const { t } = useTranslation("payment");
  const toast = useGlobalState((s) => s.showToast);
  const state = useEasyPay();
  const reset = useResetEasyPayPassword();
  const remove = useDeleteEasyPayCard();
  const [loginPassword, setLoginPassword] = useState("");
  const [step, setStep] = useState<"login" | "new" | "again">("login");
  const [first, setFirst] = useState("");
  const [error, setError] = useState<string | null>(null);

  // SPEC §2: while this popup is open the pay type is easyPayModify (the native back cancels it).
  // The pay type of a popup underneath (easy pay) comes back when this one closes.
  useEffect(() => {
    const before = usePaymentState.getState().payType;
    usePaymentState.getState().setPayType("easyPayModify");
    return () => {
      if (usePaymentState.getState().payType === "easyPayModify") usePaymentState.getState().setPayType(before);
    };
  }, []);
  usePayCancelWatch("easyPay", () => onDone());

  const close = () => {
    usePaymentState.getState().setPayType("easyPayModify");
    usePaymentState.getState().writeCancelResult();
  };

  const onPin = (pin: string) => {
    if (step === "new") {
      setFirst(pin);
      setError(null);
      return setStep("again");
    }
    if (pin !== first) {
      setError(t("easy.pinMismatch"));
      return setStep("new");
    }
    reset.mutate(
      { loginPassword, password: pin },
      {
        onSuccess: () => {
          toast(t("easy.passwordReset"));
          onDone();
        },
        onError: (e) => {
          setError(checkoutErrorText(e) ?? t("failed"));
          setStep("login");
        },
      },
    );
  };

  if (mode === "delete") {
    const card = state.data?.cards.find((c) => c.billkey === billkey);
    return (
      <PopupFrame
        title={t("easy.deleteTitle")}
        onClose={close}
        footer={
          <Button
            block
            disabled={!card || remove.isPending}
            onClick={() =>
              card &&
              remove.mutate(card.billkey, {
                onSuccess: () => {
                  toast(t("easy.deleted"));
                  onDone();
                },
                onError: (e) => toast(checkoutErrorText(e) ?? t("failed")),
              })
            }
          >
            {t("easy.delete")}
          </Button>
        }
      >
        {card ? (
          <div className={styles.center}>
            <CardFace card={card} />
            <p className={styles.text}>{t("easy.deleteConfirm")}</p>
          </div>
        ) : state.data ? (
          <EmptyState title={t("errors.easyPayCardNotFound")} />
        ) : null}
      </PopupFrame>
    );
  }

  return (
    <PopupFrame title={t("easy.resetPassword")} onClose={close}>
      {step === "login" ? (
        <div className={styles.form}>
          <p className={styles.text}>{t("easy.loginFirst")}</p>
          <TextField
            label={t("easy.loginPassword")}
            type="password"
            autoComplete="current-password"
            value={loginPassword}
            onChange={(e) => setLoginPassword(e.target.value)}
            error={error}
          />
          <Button block disabled={loginPassword.length === 0} onClick={() => setStep("new")}>
            {t("easy.next")}
          </Button>
        </div>
      ) : (
        <div className={styles.pin}>
          <p className={styles.prompt}>{step === "new" ? t("easy.pinNew") : t("easy.pinAgain")}</p>
          <p className={styles.error} role="alert">
            {error ?? "\u00a0"}
          </p>
          <PinPad
            length={EASY_PAY.passwordLength}
            label={t("easy.password")}
            onComplete={onPin}
            disabled={reset.isPending}
            resetKey={step === "new" ? 0 : 1}
          />
        </div>
      )}
    </PopupFrame>
  );
}
