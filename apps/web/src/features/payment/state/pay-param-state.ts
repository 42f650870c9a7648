import type { OrderStart } from "@cellar/contracts/client";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/**
 * SPEC §3 storage key `rglrPayParam`: the order a payment popup pays (its start answer). The order
 * sheet writes it before opening `/comm/commBill`, `/comm/commBillEasyPay` or `/comm/commTossPay`;
 * an unpaid order's detail writes it before `/comm/commBillRglr`. It outlives the trip to the
 * hosted payment page (docs/decisions/341).
 */
export type PayParam = Pick<
  OrderStart,
  "orderNo" | "payMethod" | "netAmt" | "prepaidAmt" | "cardAmt" | "payUrl" | "payNo" | "holdUntil"
>;

export const PAY_PARAM_STORAGE_KEY = "rglrPayParam";

type PayParamState = {
  param: PayParam | null;
  setParam: (param: PayParam) => void;
  clear: () => void;
};

export const usePayParamState = create<PayParamState>()(
  persist(
    (set) => ({
      param: null,
      setParam: (param) =>
        set({
          param: {
            orderNo: param.orderNo,
            payMethod: param.payMethod,
            netAmt: param.netAmt,
            prepaidAmt: param.prepaidAmt,
            cardAmt: param.cardAmt,
            payUrl: param.payUrl,
            payNo: param.payNo,
            holdUntil: param.holdUntil,
          },
        }),
      clear: () => set({ param: null }),
    }),
    { name: PAY_PARAM_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);
