import {
  type AgreeReceptionTypeCode,
  CODE_GROUPS,
  COUPON_USE_SE,
  ORDER_DELIVERY_CODES,
  ORDER_STATUS,
  ORDER_STATUS_AWAITING_PAYMENT,
  type PayMethod,
  TAKE_TYPES,
} from "@cellar/contracts";
import type { Tx } from "../query";
import { commonCodes } from "../schema";

type Row = [cd: string, cdNm: string, cdEngNm: string, attr1?: string];

/** Card issuers of SPEC §3 with their brand colours in attr1. */
const cardIssuers: Row[] = [
  ["CCKM", "KB국민카드", "KB Kookmin Card", "#FFBC00"],
  ["CCBC", "BC카드", "BC Card", "#F04651"],
  ["CCNH", "NH농협카드", "NH Nonghyup Card", "#00A651"],
  ["CCSG", "신세계카드", "Shinsegae Card", "#C8102E"],
  ["CCCT", "씨티카드", "Citi Card", "#003B70"],
  ["CCHM", "한미카드", "Hanmi Card", "#5B6770"],
  ["CCAM", "아멕스카드", "American Express", "#2E77BC"],
  ["CCLO", "롯데카드", "Lotte Card", "#ED1C24"],
  ["CCHN", "하나카드", "Hana Card", "#009490"],
  ["CCSS", "삼성카드", "Samsung Card", "#1428A0"],
  ["CCUF", "은련카드", "UnionPay", "#E21836"],
  ["CCKJ", "광주카드", "Kwangju Card", "#0067AC"],
  ["CCSU", "수협카드", "Suhyup Card", "#0072BC"],
  ["CCCJ", "제주카드", "Jeju Card", "#0093D0"],
  ["CCLG", "신한카드", "Shinhan Card", "#0046FF"],
  ["CVSF", "해외비자", "Visa (overseas)", "#1A1F71"],
  ["CMCF", "해외마스터", "Mastercard (overseas)", "#EB001B"],
  ["CJCF", "해외JCB", "JCB (overseas)", "#0E4C96"],
  ["CCKE", "외환카드", "KEB Card", "#00857C"],
  ["CCDI", "현대카드", "Hyundai Card", "#1A1A1A"],
  ["CCWR", "우리카드", "Woori Card", "#0067AC"],
  ["KAKO", "카카오페이카드", "KakaoPay Card", "#FEE500"],
  ["ETC", "기타", "Other", "#8E8E93"],
];

/**
 * The names of a code list the contracts own: one name per value, so the seeded list cannot hold a
 * value the contracts do not know or miss one they do (decision 438; codes.test.ts compares them).
 */
const named = <V extends string>(names: Record<V, [cdNm: string, cdEngNm: string]>): Row[] =>
  (Object.entries(names) as [V, [string, string]][]).map(([cd, [cdNm, cdEngNm]]) => [cd, cdNm, cdEngNm]);

type Values<T> = T[keyof T];

const orderStatuses: Record<typeof ORDER_STATUS_AWAITING_PAYMENT | Values<typeof ORDER_STATUS>, [string, string]> = {
  [ORDER_STATUS_AWAITING_PAYMENT]: ["결제대기", "Awaiting payment"],
  [ORDER_STATUS.paid]: ["결제완료", "Paid"],
  [ORDER_STATUS.readyForPickup]: ["픽업대기", "Ready for pickup"],
  [ORDER_STATUS.pickedUp]: ["픽업완료", "Picked up"],
  [ORDER_STATUS.preparingShipment]: ["배송준비중", "Preparing shipment"],
  [ORDER_STATUS.shipping]: ["배송중", "Shipping"],
  [ORDER_STATUS.delivered]: ["배송완료", "Delivered"],
  [ORDER_STATUS.cancelled]: ["주문취소", "Cancelled"],
};

const groups: Record<string, Row[]> = {
  [CODE_GROUPS.cardIssuer]: cardIssuers,
  [CODE_GROUPS.orderStatus]: named(orderStatuses),
  // takeType of an order draft: take the bottles at pick-up, or keep them at the store (appKeepYn Y).
  [CODE_GROUPS.takeType]: named<Values<typeof TAKE_TYPES>>({
    [TAKE_TYPES.take]: ["매장 픽업", "Take at pick-up"],
    [TAKE_TYPES.keep]: ["매장 보관", "Keep at the store"],
  }),
  // orderDeliveryCd of an order draft: store pick-up or parcel delivery.
  [CODE_GROUPS.deliveryCode]: named<Values<typeof ORDER_DELIVERY_CODES>>({
    [ORDER_DELIVERY_CODES.pickup]: ["매장 픽업", "Store pick-up"],
    [ORDER_DELIVERY_CODES.delivery]: ["택배 배송", "Parcel delivery"],
  }),
  [CODE_GROUPS.storeRegion]: [
    ["01", "서울", "Seoul"],
    ["02", "경기", "Gyeonggi"],
    ["03", "부산", "Busan"],
  ],
  // couponUseSe (SPEC §3): the values coupons carry are the Korean words themselves.
  [CODE_GROUPS.couponUse]: named<Values<typeof COUPON_USE_SE>>({
    [COUPON_USE_SE.all]: ["전체", "All"],
    [COUPON_USE_SE.online]: ["온라인", "Online"],
    [COUPON_USE_SE.offline]: ["오프라인", "Offline"],
  }),
  // How the part after prepaid is paid (the order's payMethod).
  [CODE_GROUPS.paymentMethod]: named<PayMethod>({
    CARD: ["신용카드", "Credit card"],
    RGLR: ["카드 결제", "Card"],
    EASYPAY: ["간편결제", "Easy pay"],
    TOSS: ["계좌이체", "Bank transfer"],
    PREPAID: ["선불금", "Prepaid balance"],
  }),
  [CODE_GROUPS.agreeReceptionType]: named<AgreeReceptionTypeCode>({
    "01": ["SMS", "SMS"],
    "02": ["이메일", "Email"],
    "03": ["전화", "Telemarketing"],
    "04": ["우편", "Direct mail"],
    "09": ["앱 푸시", "Push"],
  }),
};

export async function seedCodes(tx: Tx) {
  const rows = Object.entries(groups).flatMap(([grpCd, list]) =>
    list.map(([cd, cdNm, cdEngNm, attr1], i) => ({ grpCd, cd, cdNm, cdEngNm, attr1: attr1 ?? null, sortOrdr: i + 1 })),
  );
  await tx.insert(commonCodes).values(rows);
}
