/** Zod-free constants of the cart, checkout and payment endpoints (issue 6, SPEC §3, §4, §9). */

/** SPEC §9: order defaults. orderDeliveryCd 01 store pick-up, 02 delivery; takeType 01 take on the day. */
export const ORDER_DEFAULTS = { orderDeliveryCd: "01", takeType: "01" } as const;
export const ORDER_DELIVERY_CODES = { pickup: "01", delivery: "02" } as const;
/** takeType 01 take at pick-up, 02 keep at the store (appKeepYn Y). */
export const TAKE_TYPES = { take: "01", keep: "02" } as const;
/** Delivery fee in won and the net amount from which delivery is free (docs/decisions/332). */
export const DELIVERY_FEE = { fee: 3_000, freeFrom: 100_000 } as const;

/** SPEC §3 special-sales event codes, used by cart discounts. */
export const EVENT_CODES = { mixAndMatch: "03", discount: "09" } as const;

/** Most addresses in a member's address book (decision 425). */
export const ADDRESS_BOOK_MAX = 20;
/** The address search (decision 426): keyword length and page sizes. */
export const ADDRESS_SEARCH = { keywordMin: 2, keywordMax: 60, pageSize: 10, maxPageSize: 30 } as const;

/** Most units of one cart line (docs/decisions/283). */
export const CART_LIMITS = { maxQty: 99, maxLines: 100 } as const;

/**
 * ORDER_STAT 00: an order created and waiting for its payment (holds stock, coupons, stamps and
 * prepaid for ORDER_HOLD_MINUTES). The other statuses are ORDER_STATUS (benefits-constants).
 */
export const ORDER_STATUS_AWAITING_PAYMENT = "00";
export const ORDER_HOLD_MINUTES = 20;
/** Store-side moves of a paid order: pick-up 01 → 02 → 03, delivery 01 → 04 → 05 → 06. */
export const ORDER_STATUS_MOVES: Record<string, readonly string[]> = {
  "01": ["02", "04"],
  "02": ["03"],
  "04": ["05"],
  "05": ["06"],
};

/** How the rest after prepaid is paid. PREPAID: prepaid covers all (no gateway). */
export const PAY_METHODS = ["CARD", "RGLR", "EASYPAY", "TOSS", "PREPAID"] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
/** Pay types stored while a payment popup is open (SPEC §2 native back). */
export const PAY_TYPES = {
  easyPay: "EASYPAY",
  general: "GENERAL",
  add: "add",
  easyPayModify: "easyPayModify",
  prePaidCharge: "prePaidCharge",
} as const;

/** SPEC §7/§8 result codes of payment results: success 0000, cancelled 999990. */
export const PAYMENT_RESULT_CODES = { success: "0000", cancelled: "999990", fail: "9999" } as const;
export const PAYMENT_CANCEL_MESSAGE_KO = "취소되었습니다";

/** SPEC §9 easy-pay card registration constants. */
export const EASY_PAY = {
  maxCards: 10,
  companyCd: "LNB",
  storeCd: "0000",
  platformCd: "APP",
  pgCd: "12",
  payCd: "01",
  title: "간편결제 카드 등록",
  passwordLength: 6,
  maxPasswordFailures: 5,
} as const;

/** Stamps used on an order: each reward's worth (10 stamps) takes this many won off. */
export const STAMP_ORDER_REWARD = { stampsPerReward: 10, amount: 5_000 } as const;

/** SPEC §3 card issuer codes with their display colours (the same as the CARD_ISSUER common codes, attr1). */
export const CARD_ISSUERS = {
  CCKM: { name: "KB국민카드", engName: "KB Kookmin Card", color: "#FFBC00" },
  CCBC: { name: "BC카드", engName: "BC Card", color: "#F04651" },
  CCNH: { name: "NH농협카드", engName: "NH Nonghyup Card", color: "#00A651" },
  CCSG: { name: "신세계카드", engName: "Shinsegae Card", color: "#C8102E" },
  CCCT: { name: "씨티카드", engName: "Citi Card", color: "#003B70" },
  CCHM: { name: "한미카드", engName: "Hanmi Card", color: "#5B6770" },
  CCAM: { name: "아멕스카드", engName: "American Express", color: "#2E77BC" },
  CCLO: { name: "롯데카드", engName: "Lotte Card", color: "#ED1C24" },
  CCHN: { name: "하나카드", engName: "Hana Card", color: "#009490" },
  CCSS: { name: "삼성카드", engName: "Samsung Card", color: "#1428A0" },
  CCUF: { name: "은련카드", engName: "UnionPay", color: "#E21836" },
  CCKJ: { name: "광주카드", engName: "Kwangju Card", color: "#0067AC" },
  CCSU: { name: "수협카드", engName: "Suhyup Card", color: "#0072BC" },
  CCCJ: { name: "제주카드", engName: "Jeju Card", color: "#0093D0" },
  CCLG: { name: "신한카드", engName: "Shinhan Card", color: "#0046FF" },
  CVSF: { name: "해외비자", engName: "Visa (overseas)", color: "#1A1F71" },
  CMCF: { name: "해외마스터", engName: "Mastercard (overseas)", color: "#EB001B" },
  CJCF: { name: "해외JCB", engName: "JCB (overseas)", color: "#0E4C96" },
  CCKE: { name: "외환카드", engName: "KEB Card", color: "#00857C" },
  CCDI: { name: "현대카드", engName: "Hyundai Card", color: "#1A1A1A" },
  CCWR: { name: "우리카드", engName: "Woori Card", color: "#0067AC" },
  KAKO: { name: "카카오페이카드", engName: "KakaoPay Card", color: "#FEE500" },
  ETC: { name: "기타", engName: "Other", color: "#8E8E93" },
} as const;
export type CardIssuerCode = keyof typeof CARD_ISSUERS;
export const CARD_ISSUER_CODES = Object.keys(CARD_ISSUERS) as CardIssuerCode[];

/**
 * Pick-up times the order sheet offers and the order accepts (docs/decisions/361): every
 * `stepMinutes` from the store's opening to `stepMinutes` before its closing; for today, from
 * `leadMinutes` after now, so the store has time to gather the items.
 */
export const PICKUP_TIME = { stepMinutes: 30, leadMinutes: 30 } as const;

/** "10:30" or "10:30:00" → minutes after midnight. */
export function minutesOf(time: string): number {
  const [h = "0", m = "0"] = time.split(":");
  return Number(h) * 60 + Number(m);
}

/** Minutes after midnight in Seoul (UTC+9, no daylight saving) at a moment. */
export function seoulMinutes(at: Date): number {
  return (at.getUTCHours() * 60 + at.getUTCMinutes() + 9 * 60) % (24 * 60);
}

/**
 * The "HH:mm" pick-up times of a store open `openTime`–`closeTime` ("10:00", "22:00:00"; hours
 * closing after midnight wrap), in order. `nowMinutes` (minutes after midnight, Seoul time) when
 * the pick-up day is today.
 */
export function pickupTimes(openTime: string, closeTime: string, nowMinutes?: number): string[] {
  const { stepMinutes, leadMinutes } = PICKUP_TIME;
  const open = minutesOf(openTime);
  let close = minutesOf(closeTime);
  if (close <= open) close += 24 * 60;
  const earliest = nowMinutes === undefined ? open : Math.max(open, nowMinutes + leadMinutes);
  const first = open + Math.ceil((earliest - open) / stepMinutes) * stepMinutes;
  const times: string[] = [];
  for (let t = first; t <= close - stepMinutes; t += stepMinutes) {
    const m = t % (24 * 60);
    times.push(`${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
  }
  return times;
}
