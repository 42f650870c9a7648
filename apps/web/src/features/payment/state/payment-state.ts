import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { t } from "../../../lib/i18n/i18n";

export type PayType = "EASYPAY" | "GENERAL" | "add" | "easyPayModify" | "prePaidCharge";

/** SPEC §3 "Payment results". */
export type EasyPayResult = {
  code: string;
  message: string;
  billkey: string;
  cardCd: string;
  cardName: string;
  cardNo: string;
};
export type RegularPayResult = { code: string; message: string; orderNo: string };
export type LuckyOrderData = {
  orderNo: string;
  tno: string;
  payAmt: string;
  cardCd: string;
  cardName: string;
  cardNo: string;
  quota: string;
  apprNo: string;
  billkey: string;
  appTime: string;
  optValue1: string;
  purchaserCd: string;
  issuerCd: string;
};
export type LuckyOrderResult = { code: string; message: string; data: LuckyOrderData };

/** SPEC §8: the result written when a payment popup is left with the back button. */
export const CANCEL_RESULT_CODE = "999990";

const emptyEasyPay: EasyPayResult = { code: "", message: "", billkey: "", cardCd: "", cardName: "", cardNo: "" };
const emptyRegular: RegularPayResult = { code: "", message: "", orderNo: "" };

function emptyLuckyData(): LuckyOrderData {
  return {
    orderNo: "",
    tno: "",
    payAmt: "",
    cardCd: "",
    cardName: "",
    cardNo: "",
    quota: "",
    apprNo: "",
    billkey: "",
    appTime: "",
    optValue1: "",
    purchaserCd: "",
    issuerCd: "",
  };
}

const emptyLucky: LuckyOrderResult = { code: "", message: "", data: emptyLuckyData() };

type Filled<T> = { [K in keyof T]?: unknown };

/** SPEC §4: fields fill only with non-empty values; empty ones keep what was there. */
function fill<T extends Record<string, unknown>>(current: T, incoming: Filled<T>): T {
  const next = { ...current };
  for (const key of Object.keys(current) as (keyof T)[]) {
    const value = incoming[key];
    if (value !== undefined && value !== null && value !== "") next[key] = String(value) as T[keyof T];
  }
  return next;
}

function parseLuckyData(data: unknown): Partial<LuckyOrderData> {
  if (data && typeof data === "object") return data as Partial<LuckyOrderData>;
  if (typeof data !== "string" || !data) return {};
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === "object" ? (parsed as Partial<LuckyOrderData>) : {};
  } catch {
    console.warn("[payment] lucky order data is not JSON");
    return {};
  }
}

type PaymentState = {
  payType: PayType | null;
  setPayType: (payType: PayType | null) => void;
  easyPayResult: EasyPayResult;
  setEasyPayResult: (result: Filled<EasyPayResult>) => void;
  resetEasyPayResult: () => void;
  regularPayResult: RegularPayResult;
  setRegularPayResult: (result: Filled<RegularPayResult>) => void;
  resetRegularPayResult: () => void;
  luckyOrderResult: LuckyOrderResult;
  /** `data` arrives as a JSON string (SPEC §4). */
  setLuckyOrderResult: (result: { code?: unknown; message?: unknown; data?: unknown }) => void;
  resetLuckyOrderResult: () => void;
  /**
   * The native back rule of SPEC §2 for payment popups: with a stored pay type, write the cancel
   * result (999990, 'cancelled') to that flow's result and clear the pay type; prePaidCharge only
   * clears. Returns whether a pay type was stored (the back press is then consumed).
   */
  writeCancelResult: () => boolean;
};

export const PAYMENT_STORAGE_KEY = "cellar-payment";

export const usePaymentState = create<PaymentState>()(
  persist(
    (set, get) => ({
      payType: null,
      setPayType: (payType) => set({ payType }),
      easyPayResult: emptyEasyPay,
      setEasyPayResult: (result) => set((s) => ({ easyPayResult: fill(s.easyPayResult, result) })),
      resetEasyPayResult: () => set({ easyPayResult: emptyEasyPay }),
      regularPayResult: emptyRegular,
      setRegularPayResult: (result) => set((s) => ({ regularPayResult: fill(s.regularPayResult, result) })),
      resetRegularPayResult: () => set({ regularPayResult: emptyRegular }),
      luckyOrderResult: emptyLucky,
      setLuckyOrderResult: (result) =>
        set(({ luckyOrderResult: current }) => {
          const head = fill({ code: current.code, message: current.message }, result);
          return { luckyOrderResult: { ...head, data: fill(current.data, parseLuckyData(result.data)) } };
        }),
      resetLuckyOrderResult: () => set({ luckyOrderResult: emptyLucky }),
      writeCancelResult: () => {
        const { payType } = get();
        if (!payType) return false;
        const cancel = { code: CANCEL_RESULT_CODE, message: t("common:cancelled") };
        if (payType === "GENERAL") get().setRegularPayResult(cancel);
        else if (payType !== "prePaidCharge") get().setEasyPayResult(cancel);
        set({ payType: null });
        return true;
      },
    }),
    { name: PAYMENT_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);
