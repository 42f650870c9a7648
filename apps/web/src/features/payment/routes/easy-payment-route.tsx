import { EASY_PAY } from "@cellar/contracts/checkout-constants";
import type { EasyPayCard } from "@cellar/contracts/client";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BottomSheet } from "../../../components/ui/bottom-sheet";
import { Button } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { useGoBack } from "../../../components/ui/use-go-back";
import { checkoutErrorText } from "../../../domain/errors/checkout-error-text";
import { invalidateAfterChange } from "../../../lib/query/after-change";
import { useGlobalState } from "../../../lib/state/global-state";
import { easyPayQueryKey, useEasyPay } from "../api/get-easy-pay";
import { confirmEasyPayRegistration, startEasyPayRegistration } from "../api/register-easy-pay-card";
import { CardFace } from "../components/card-face";
import { PinPad } from "../components/pin-pad";
import { usePaymentState } from "../state/payment-state";
import styles from "./easy-payment-route.module.css";

const REG_KEYS = ["orderNo", "code", "message", "billkey", "cardCd", "cardName", "cardNo"] as const;

type EasyPaymentRouteProps = {
  returnPath: string;
  onDelete: (card: EasyPayCard) => void;
  onResetPassword: () => void;
};

/**
 * `/easypayment`: the registered easy-pay cards (at most 10, SPEC §9 constants), registration on the
 * gateway's billing page (a 6-digit payment password is set with the first card), deletion and the
 * password reset (both in `/comm/commModifyEasyPay`).
 */
export function EasyPaymentRoute({ returnPath, onDelete, onResetPassword }: EasyPaymentRouteProps) {
  const { t } = useTranslation("payment");
  const { t: tr } = useTranslation("routes");
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const toast = useGlobalState((s) => s.showToast);
  const state = useEasyPay();
  const [search, setSearch] = useSearchParams();
  const [pinStep, setPinStep] = useState<null | { first: string | null }>(null);
  const [pinError, setPinError] = useState<string | null>(null);
  // A card back from the billing page that waits for the first payment password.
  const [pending, setPending] = useState<{ regNo: string; billkey: string } | null>(null);
  const handled = useRef<string | null>(null);
  const cards = state.data?.cards ?? [];
  const full = cards.length >= EASY_PAY.maxCards;

  // Back from the billing page: complete the registration once, then drop the keys from the address.
  const regNo = search.get("orderNo");
  const billkey = search.get("billkey");
  const code = search.get("code");
  const finish = (reg: { regNo: string; billkey: string }, password?: string) =>
    confirmEasyPayRegistration(reg.regNo, reg.billkey, password)
      .then((result) => {
        usePaymentState.getState().setEasyPayResult(result);
        toast(t("easy.registered"));
      })
      .catch((e: unknown) => toast(checkoutErrorText(e) ?? t("easy.registerFailed")))
      .finally(() => void invalidateAfterChange(queryClient, easyPayQueryKey));

  const hasPassword = state.data?.hasPassword;
  useEffect(() => {
    if (!regNo || !code || hasPassword === undefined || handled.current === regNo) return;
    handled.current = regNo;
    const next = new URLSearchParams(search);
    for (const key of REG_KEYS) next.delete(key);
    setSearch(next, { replace: true });
    usePaymentState.getState().setPayType(null);
    if (code !== "0000" || !billkey) {
      toast(search.get("message") || t("easy.registerFailed"));
      return;
    }
    // The first card sets the payment password here, after the billing page (never stored on the device).
    if (!hasPassword) {
      setPending({ regNo, billkey });
      setPinStep({ first: null });
      return;
    }
    void finish({ regNo, billkey });
  });

  const register = async () => {
    try {
      const start = await startEasyPayRegistration(returnPath);
      usePaymentState.getState().setPayType("add");
      window.location.assign(start.payUrl);
    } catch (e) {
      const text = checkoutErrorText(e);
      if (text) toast(text);
    }
  };

  const onRegister = () => {
    if (state.data) void register();
  };

  const onPin = (pin: string) => {
    if (!pinStep) return;
    if (pinStep.first === null) {
      setPinError(null);
      return setPinStep({ first: pin });
    }
    if (pinStep.first !== pin) {
      setPinError(t("easy.pinMismatch"));
      return setPinStep({ first: null });
    }
    setPinStep(null);
    if (pending) void finish(pending, pin);
    setPending(null);
  };

  return (
    <>
      <PageHeader title={tr("easypayment")} onBack={goBack} bordered />
      <main className={styles.page}>
        <section className={styles.intro}>
          <h2 className={styles.title}>{EASY_PAY.title}</h2>
          <p className={styles.sub}>{t("easy.intro", { max: EASY_PAY.maxCards })}</p>
          <p className={styles.count} data-testid="easy-card-count" aria-busy={!state.data}>
            {/* The count once the cards are known, never a "0" while they load (the line keeps its height). */}
            {state.data ? t("easy.count", { count: cards.length, max: EASY_PAY.maxCards }) : "\u00a0"}
          </p>
        </section>
        {state.data && cards.length === 0 ? <EmptyState title={t("easy.noCards")} /> : null}
        <ul className={styles.list}>
          {cards.map((card) => (
            <li key={card.billkey} className={styles.item} data-testid="easy-card">
              <CardFace card={card} />
              <div className={styles.meta}>
                <span>{t("easy.regDate", { date: card.regDate })}</span>
                <button type="button" className={styles.delete} onClick={() => onDelete(card)}>
                  {t("easy.delete")}
                </button>
              </div>
            </li>
          ))}
        </ul>
        {state.data?.locked ? (
          <p className={styles.locked} role="alert">
            {t("easy.locked", { max: EASY_PAY.maxPasswordFailures })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button block onClick={onRegister} disabled={!state.data || full}>
            {full ? t("easy.full", { max: EASY_PAY.maxCards }) : t("easy.register")}
          </Button>
          {state.data?.hasPassword ? (
            <Button block variant="outline" onClick={onResetPassword}>
              {t("easy.resetPassword")}
            </Button>
          ) : null}
        </div>
      </main>
      <BottomSheet
        open={pinStep !== null}
        onClose={() => {
          setPinStep(null);
          setPending(null);
        }}
        title={t("easy.setPassword")}
      >
        <p className={styles.pinPrompt}>{pinStep?.first ? t("easy.pinAgain") : t("easy.pinNew")}</p>
        <p className={styles.pinError} role="alert">
          {pinError ?? "\u00a0"}
        </p>
        <PinPad
          length={EASY_PAY.passwordLength}
          label={t("easy.password")}
          onComplete={onPin}
          resetKey={pinStep?.first ? 1 : 0}
        />
      </BottomSheet>
    </>
  );
}
