import { ORDER_DEFAULTS, ORDER_DELIVERY_CODES, TAKE_TYPES } from "@cellar/contracts/checkout-constants";
import type { OrderLines, OrderSheet } from "@cellar/contracts/client";
import { useMemo, useState } from "react";

export type PayChoice = "CARD" | "EASYPAY" | "TOSS";

export type OrderForm = {
  couponCds: string[];
  stampUseCnt: number;
  prepaidUseAmt: number;
  orderDeliveryCd: string;
  empDcYn: "Y" | "N";
  takeType: string;
  revDate: string;
  /** "HH:mm" pick-up time, "" for any time in the store's hours. */
  revTakeHm: string;
  addrNo: number | null;
  ordererMobileNum: string;
  email: string;
  tnantRmk: string;
  /** Delivery orders: the member's note to the courier. */
  receiverRmk: string;
  agree: boolean;
  payChoice: PayChoice;
  gift: { receiverNm: string; receiverMobileNum: string; message: string } | null;
};

const initialForm = (sheet: OrderSheet | undefined): OrderForm => ({
  // SPEC §5: the cart coupon list arrives unselected; any the server marks selected start chosen.
  couponCds: sheet?.coupons.filter((c) => c.isSelect).map((c) => c.cpnIssuNo) ?? [],
  stampUseCnt: 0,
  prepaidUseAmt: 0,
  // SPEC §9: delivery code and take type default to '01' (unless the server's sheet says otherwise).
  orderDeliveryCd: sheet?.orderDeliveryCd || ORDER_DEFAULTS.orderDeliveryCd,
  empDcYn: "Y",
  takeType: sheet?.takeType || ORDER_DEFAULTS.takeType,
  revDate: sheet?.pickupDates[0] ?? "",
  revTakeHm: "",
  addrNo:
    sheet?.shippingAddresses.find((a) => a.defaultYn === "Y")?.addrNo ?? sheet?.shippingAddresses[0]?.addrNo ?? null,
  ordererMobileNum: sheet?.orderer.ordererMobileNum ?? "",
  email: sheet?.orderer.email ?? "",
  tnantRmk: "",
  receiverRmk: "",
  agree: false,
  payChoice: "CARD",
  gift: null,
});

/** The member's choices on the order sheet, and the calculate request they make. */
export function useOrderForm(lines: OrderLines | null, sheet: OrderSheet | undefined) {
  const [form, setForm] = useState<OrderForm>(() => initialForm(sheet));
  // The form starts over when the sheet arrives after the page appeared (not when the server's
  // render had it: what the member did before the page was live is kept), React's pattern for
  // adjusting state when a prop changes.
  const loaded = sheet !== undefined;
  const [wasLoaded, setWasLoaded] = useState(loaded);
  if (loaded !== wasLoaded) {
    setWasLoaded(loaded);
    if (sheet) setForm(initialForm(sheet));
  }

  const update = (patch: Partial<OrderForm>) => setForm((f) => ({ ...f, ...patch }));

  const calcRequest = useMemo(
    () =>
      lines && sheet
        ? {
            ...lines,
            couponCds: form.couponCds,
            stampUseCnt: form.stampUseCnt,
            prepaidUseAmt: form.prepaidUseAmt,
            orderDeliveryCd: form.orderDeliveryCd,
            empDcYn: form.empDcYn,
          }
        : null,
    [lines, sheet, form.couponCds, form.stampUseCnt, form.prepaidUseAmt, form.orderDeliveryCd, form.empDcYn],
  );

  const isDelivery = form.orderDeliveryCd === ORDER_DELIVERY_CODES.delivery;
  const keep = form.takeType === TAKE_TYPES.keep;
  return { form, update, calcRequest, isDelivery, keep };
}
