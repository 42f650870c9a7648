import { CODE_GROUPS } from "@cellar/contracts";
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

const groups: Record<string, Row[]> = {
  [CODE_GROUPS.cardIssuer]: cardIssuers,
  [CODE_GROUPS.orderStatus]: [
    ["00", "결제대기", "Awaiting payment"],
    ["01", "결제완료", "Paid"],
    ["02", "픽업대기", "Ready for pickup"],
    ["03", "픽업완료", "Picked up"],
    ["04", "배송준비중", "Preparing shipment"],
    ["05", "배송중", "Shipping"],
    ["06", "배송완료", "Delivered"],
    ["09", "주문취소", "Cancelled"],
  ],
  [CODE_GROUPS.takeType]: [
    ["01", "매장 픽업", "Store pickup"],
    ["02", "택배 배송", "Parcel delivery"],
    ["03", "퀵 배송", "Same-day delivery"],
  ],
  [CODE_GROUPS.deliveryCode]: [
    ["01", "일반 주문", "Regular order"],
    ["02", "예약 주문", "Pre-order"],
    ["03", "럭키드로우", "Lucky draw"],
  ],
  [CODE_GROUPS.storeRegion]: [
    ["01", "서울", "Seoul"],
    ["02", "경기", "Gyeonggi"],
    ["03", "부산", "Busan"],
  ],
  [CODE_GROUPS.couponUse]: [
    ["ALL", "전체", "All"],
    ["ONLINE", "온라인", "Online"],
    ["OFFLINE", "오프라인", "Offline"],
  ],
  [CODE_GROUPS.paymentMethod]: [
    ["01", "신용카드", "Credit card"],
    ["02", "간편결제", "Easy pay"],
    ["03", "선불금", "Prepaid balance"],
    ["04", "계좌이체", "Bank transfer"],
    ["05", "휴대폰결제", "Mobile payment"],
  ],
  [CODE_GROUPS.agreeReceptionType]: [
    ["01", "SMS", "SMS"],
    ["02", "이메일", "Email"],
    ["03", "전화", "Telemarketing"],
    ["04", "우편", "Direct mail"],
    ["09", "앱 푸시", "Push"],
  ],
};

export async function seedCodes(tx: Tx) {
  const rows = Object.entries(groups).flatMap(([grpCd, list]) =>
    list.map(([cd, cdNm, cdEngNm, attr1], i) => ({ grpCd, cd, cdNm, cdEngNm, attr1: attr1 ?? null, sortOrdr: i + 1 })),
  );
  await tx.insert(commonCodes).values(rows);
}
