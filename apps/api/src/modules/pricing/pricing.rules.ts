import {
  DELIVERY_FEE,
  type DiscountType,
  ORDER_DELIVERY_CODES,
  type OrderAmounts,
  type OrderItem,
  STAMP_ORDER_REWARD,
  thumbnailUrl,
} from "@cellar/contracts";
import { AppError } from "../../app/http/errors";

/** A priced line: the product data the repository joined for one (item, store, option, qty). */
export type PriceLine = {
  itemCd: string;
  tnantCd: string;
  itemQty: number;
  itemNm: string;
  fileId: string;
  clasLCd: string;
  clasMCd: string;
  saleUprc: number;
  periodPrice: number | null;
  memberPrice: number | null;
  empPrice: number | null;
  /** The discount event (09) price when the event runs today, else null. */
  eventPrice: number | null;
  eventNm: string | null;
  option: { optItemCd: string; optClasCd: string; optClasNm: string; saleUprc: number } | null;
  mixMatch: { eventNo: string; eventNm: string; minQty: number; dcRate: number } | null;
};

export type Viewer = { paid: boolean; isEmp: boolean; empDcYn: "Y" | "N"; gradRate: number };
export type PriceCoupon = {
  cpnIssuNo: string;
  couponName: string;
  discountType: DiscountType;
  discountValue: number | null;
  clssfcOfCponApplc: string;
};
export type Discount = { type: string; name: string; amount: number; ref: string | null };

export type LinePrice = {
  todayUnit: number;
  itemPrice: number;
  periodDcAmt: number;
  discountDcAmt: number;
  mixDcAmt: number;
  eventCd: string | null;
  eventNm: string | null;
};

/** Today's price and the event discounts of each line (the cart's figures, SPEC §3). */
export function priceEvents(lines: PriceLine[]): LinePrice[] {
  // Mix-and-match counts the units of an event per store.
  const units = new Map<string, number>();
  for (const l of lines) {
    if (!l.mixMatch || discountEventUnit(l) !== null) continue;
    const key = `${l.tnantCd}/${l.mixMatch.eventNo}`;
    units.set(key, (units.get(key) ?? 0) + l.itemQty);
  }
  return lines.map((l) => {
    const todayUnit = todayPrice(l);
    const opt = l.option?.saleUprc ?? 0;
    const eventUnit = discountEventUnit(l);
    const mixOn =
      eventUnit === null &&
      l.mixMatch !== null &&
      (units.get(`${l.tnantCd}/${l.mixMatch.eventNo}`) ?? 0) >= l.mixMatch.minQty;
    return {
      todayUnit,
      itemPrice: (l.saleUprc + opt) * l.itemQty,
      periodDcAmt: (l.saleUprc - todayUnit) * l.itemQty,
      discountDcAmt: eventUnit === null ? 0 : (todayUnit - eventUnit) * l.itemQty,
      mixDcAmt: mixOn ? Math.floor((todayUnit * l.mixMatch!.dcRate) / 100) * l.itemQty : 0,
      eventCd: eventUnit !== null ? "09" : l.mixMatch ? "03" : null,
      eventNm: eventUnit !== null ? l.eventNm : (l.mixMatch?.eventNm ?? null),
    };
  });
}

const todayPrice = (l: PriceLine) =>
  l.periodPrice !== null && l.periodPrice < l.saleUprc ? l.periodPrice : l.saleUprc;
const discountEventUnit = (l: PriceLine) =>
  l.eventPrice !== null && l.eventPrice < todayPrice(l) ? l.eventPrice : null;

export type PriceInput = {
  lines: PriceLine[];
  viewer: Viewer;
  coupons: PriceCoupon[];
  stampUseCnt: number;
  stampBalance: number;
  prepaidUseAmt: number;
  prepaidBalance: number;
  orderDeliveryCd: string;
};

export type PriceResult = { amounts: OrderAmounts; discounts: Discount[]; orderItems: OrderItem[] };

/** Every amount of SPEC §3 (docs/decisions/330 "Amounts"); integers in won. */
export function priceOrder(input: PriceInput): PriceResult {
  const { lines, viewer } = input;
  const events = priceEvents(lines);
  const items = lines.map((l, i) => {
    const e = events[i]!;
    const unitAfterEvents = e.todayUnit - (e.discountDcAmt + e.mixDcAmt) / l.itemQty;
    const memberUnit = viewer.paid && l.memberPrice !== null ? Math.max(0, unitAfterEvents - l.memberPrice) : 0;
    const empUnit =
      viewer.isEmp && viewer.empDcYn !== "N" && l.empPrice !== null ? Math.max(0, unitAfterEvents - l.empPrice) : 0;
    const userAddDcAmt = memberUnit > empUnit ? memberUnit * l.itemQty : 0;
    const empDcAmt = empUnit >= memberUnit ? empUnit * l.itemQty : 0;
    const net = e.itemPrice - e.periodDcAmt - e.discountDcAmt - e.mixDcAmt - userAddDcAmt - empDcAmt;
    return { l, e, userAddDcAmt, empDcAmt, net, cpnDcAmt: 0, stampDcAmt: 0 };
  });

  const discounts: Discount[] = [];
  const sum = (f: (x: (typeof items)[number]) => number) => items.reduce((s, x) => s + f(x), 0);
  const push = (type: string, name: string, amount: number, ref: string | null = null) => {
    if (amount > 0) discounts.push({ type, name, amount, ref });
  };
  push(
    "PERIOD",
    "기간 할인",
    sum((x) => x.e.periodDcAmt),
  );
  push(
    "DISCOUNT",
    "할인 행사",
    sum((x) => x.e.discountDcAmt),
  );
  push(
    "MIX_AND_MATCH",
    "믹스앤매치",
    sum((x) => x.e.mixDcAmt),
  );
  push(
    "PAID_MEMBER",
    "유료 멤버십 할인",
    sum((x) => x.userAddDcAmt),
  );
  push(
    "EMPLOYEE",
    "임직원 할인",
    sum((x) => x.empDcAmt),
  );

  // Coupons: one per class, each on what is left after the previous ones.
  const classes = new Set<string>();
  for (const c of input.coupons) {
    if (classes.has(c.clssfcOfCponApplc)) throw new AppError("couponClassDuplicate");
    classes.add(c.clssfcOfCponApplc);
    if (c.discountValue === null)
      throw new AppError("couponNotUsable", `${c.couponName}: 주문에 쓸 수 없는 혜택 쿠폰입니다`);
    const base = sum((x) => x.net - x.cpnDcAmt);
    const amount =
      c.discountType === "FIXED_RATE" ? Math.floor((base * c.discountValue) / 100) : Math.min(c.discountValue, base);
    spread(
      items,
      amount,
      (x) => x.net - x.cpnDcAmt,
      (x, a) => {
        x.cpnDcAmt += a;
      },
    );
    push("COUPON", c.couponName, amount, c.cpnIssuNo);
  }

  // Stamps: whole rewards only, never more than what is left to pay.
  const { stampsPerReward, amount: rewardAmt } = STAMP_ORDER_REWARD;
  if (input.stampUseCnt % stampsPerReward !== 0) throw new AppError("stampUnitInvalid");
  if (input.stampUseCnt > input.stampBalance) throw new AppError("stampInsufficient");
  const left = sum((x) => x.net - x.cpnDcAmt);
  const pointUseAmt = Math.min((input.stampUseCnt / stampsPerReward) * rewardAmt, left);
  spread(
    items,
    pointUseAmt,
    (x) => x.net - x.cpnDcAmt - x.stampDcAmt,
    (x, a) => {
      x.stampDcAmt += a;
    },
  );
  push("STAMP", `스탬프 ${input.stampUseCnt}개`, pointUseAmt);

  const goodsNet = sum((x) => x.net - x.cpnDcAmt - x.stampDcAmt);
  const dlvrAmt =
    input.orderDeliveryCd === ORDER_DELIVERY_CODES.delivery && goodsNet < DELIVERY_FEE.freeFrom ? DELIVERY_FEE.fee : 0;
  const orderAmt = sum((x) => x.e.itemPrice);
  const totalDcAmt = discounts.reduce((s, d) => s + d.amount, 0);
  const netAmt = orderAmt + dlvrAmt - totalDcAmt;
  if (input.prepaidUseAmt > 0 && !viewer.paid) throw new AppError("prepaidNotPaidMember");
  const prepaidAmt = Math.max(0, Math.min(input.prepaidUseAmt, input.prepaidBalance, netAmt));
  const mix = sum((x) => x.e.mixDcAmt);
  const disc = sum((x) => x.e.discountDcAmt);
  const cpn = sum((x) => x.cpnDcAmt);
  const emp = sum((x) => x.empDcAmt);
  const amounts: OrderAmounts = {
    orderAmt,
    dlvrAmt,
    dcAmt: totalDcAmt,
    totalDcAmt,
    totalMixAndMatchDcAmt: mix,
    totalDiscountDcAmt: disc,
    totalPeriodDcAmt: sum((x) => x.e.periodDcAmt),
    totalCpnDcAmt: cpn,
    cpnDcAmt: cpn,
    totalEvntDcAmt: mix + disc,
    evntDcAmt: mix + disc,
    totalPartnerEvntDcAmt: 0,
    partnerEvntDcAmt: 0,
    totalEmpDcAmt: emp,
    employeeAddDcAmt: emp,
    userAddDcAmt: sum((x) => x.userAddDcAmt),
    pointUseAmt,
    netAmt,
    prepaidAmt,
    cardAmt: netAmt - prepaidAmt,
    pointSaveAmt: Math.floor(((netAmt - dlvrAmt) * viewer.gradRate) / 100),
    totalTaxAmt: Math.round(netAmt / 11),
  };
  const orderItems: OrderItem[] = items.map((x, i) => toOrderItem(x, i + 1));
  return { amounts, discounts, orderItems };
}

type Priced = {
  l: PriceLine;
  e: LinePrice;
  userAddDcAmt: number;
  empDcAmt: number;
  net: number;
  cpnDcAmt: number;
  stampDcAmt: number;
};

/** Spreads `amount` over the lines in proportion to `base`, the remainder on the largest line. */
function spread(items: Priced[], amount: number, base: (x: Priced) => number, add: (x: Priced, a: number) => void) {
  const total = items.reduce((s, x) => s + base(x), 0);
  if (amount <= 0 || total <= 0) return;
  let given = 0;
  const shares = items.map((x) => {
    const share = Math.floor((amount * base(x)) / total);
    given += share;
    return share;
  });
  const largest = items.reduce((best, x, i) => (base(x) > base(items[best]!) ? i : best), 0);
  shares[largest]! += amount - given;
  for (const [i, x] of items.entries()) add(x, shares[i]!);
}

function toOrderItem(x: Priced, orderItemNo: number): OrderItem {
  const { l, e } = x;
  const lineNet = x.net - x.cpnDcAmt - x.stampDcAmt;
  return {
    orderItemNo,
    tnantCd: l.tnantCd,
    itemCd: l.itemCd,
    itemNm: l.itemNm,
    itemRctNm: l.itemNm.slice(0, 20),
    itemImgFileUrl: thumbnailUrl(l.fileId),
    itemQty: l.itemQty,
    saleUprc: l.saleUprc,
    onlnSaleUprc: e.todayUnit,
    eventPrice: l.eventPrice,
    itemPrice: e.itemPrice,
    periodDcAmt: e.periodDcAmt,
    mixDcAmt: e.mixDcAmt,
    discountDcAmt: e.discountDcAmt,
    empDcAmt: x.empDcAmt,
    userAddDcAmt: x.userAddDcAmt,
    cpnDcAmt: x.cpnDcAmt,
    orderCpnDcAmt: x.cpnDcAmt + x.stampDcAmt,
    orderEvntDcAmt: e.mixDcAmt + e.discountDcAmt,
    taxFlgCd: "01",
    taxAmt: Math.round(lineNet / 11),
    itemTypeCd: l.option ? "02" : "01",
    clasLCd: l.clasLCd,
    clasMCd: l.clasMCd,
    clasSCd: l.clasMCd,
    mgRate: 0,
    exchgYn: "N",
    optType: l.option?.optClasCd ?? null,
    orderItemOptions: l.option ? [l.option] : [],
  };
}
