import type { CouponBenefit, CouponUseSe, DiscountType } from "@cellar/contracts";
import { STAMP_REWARD_COUPON } from "../../modules/coupons/coupons-catalog";

type Merchant = { merchantNo: string; merchantName: string };
const ALL_BRANCHES: Merchant = { merchantNo: "0000000003", merchantName: "셀러" };
const ONLINE_MALL: Merchant = { merchantNo: "0000000001", merchantName: "셀러 온라인몰" };
// Stores carry the brand prefix that the panel removes; numbers are "10" + the tnantCd digits.
const CHEONGDAM: Merchant = { merchantNo: "1000000001", merchantName: "셀러 청담점" };
const COEX: Merchant = { merchantNo: "1000000003", merchantName: "셀러 코엑스점" };
const YEOKSAM: Merchant = { merchantNo: "1000000004", merchantName: "셀러 역삼점" };

const benefit = (
  benefitName: string,
  benefitDescription: string | null,
  availableMerchant: Merchant[] = [],
  goods: string[] = [],
): CouponBenefit[] => [
  {
    benefitName,
    benefitDescription,
    useRestrictedPolicies: { availableMerchant, goods: goods.map((goodsName) => ({ goodsName })) },
  },
];

export type CouponDef = {
  cpnCd: string;
  couponName: string;
  discountType: DiscountType;
  discountValue: number | null;
  couponUseSe: CouponUseSe;
  clssfcOfCponApplc: string;
  benefits: CouponBenefit[];
};

const def = (
  cpnCd: string,
  couponName: string,
  discountType: DiscountType,
  discountValue: number | null,
  couponUseSe: CouponUseSe,
  clssfcOfCponApplc: string,
  benefits: CouponBenefit[],
): CouponDef => ({ cpnCd, couponName, discountType, discountValue, couponUseSe, clssfcOfCponApplc, benefits });

/** Coupon definitions of the demo data (CONTRACT.md §6); classes 80–110 are paid-member coupons. */
export const COUPON_DEFS: CouponDef[] = [
  def(
    "CPN-WELCOME10",
    "웰컴 와인 10% 할인",
    "FIXED_RATE",
    10,
    "온라인",
    "10",
    benefit("웰컴 할인", "온라인몰 첫 구매 와인 10% 할인", [ONLINE_MALL]),
  ),
  def(
    "CPN-STORE5000",
    "매장 구매 5,000원 할인",
    "FLAT_RATE",
    5000,
    "오프라인",
    "20",
    benefit("매장 할인", "5만원 이상 구매 시", [ALL_BRANCHES]),
  ),
  def(
    "CPN-ALL15",
    "전 채널 15% 할인",
    "FIXED_RATE",
    15,
    "전체",
    "30",
    benefit("채널 공통 할인", "최대 30,000원 할인", [CHEONGDAM, COEX], ["샴페인 전 품목"]),
  ),
  def(
    "CPN-GOLD5",
    "골드 등급 와인 5% 할인",
    "FIXED_RATE",
    5,
    "전체",
    "40",
    benefit("등급 혜택", "매월 1회 사용 가능", [ALL_BRANCHES]),
  ),
  def(
    "CPN-BDAY20000",
    "생일 축하 20,000원 할인",
    "FLAT_RATE",
    20000,
    "전체",
    "50",
    benefit("생일 혜택", "10만원 이상 구매 시"),
  ),
  def(
    "CPN-CHAMP20",
    "샴페인 20% 할인",
    "FIXED_RATE",
    20,
    "온라인",
    "10",
    benefit("샴페인 위크", null, [], ["모엣 샹동 임페리얼", "뵈브 클리코 옐로 라벨"]),
  ),
  def(
    "CPN-PICKUP3000",
    "매장 픽업 3,000원 할인",
    "FLAT_RATE",
    3000,
    "오프라인",
    "20",
    benefit("픽업 혜택", "앱 주문 후 매장 픽업 시", [COEX, YEOKSAM]),
  ),
  def("CPN-WEEKEND7", "주말 한정 7% 할인", "FIXED_RATE", 7, "온라인", "10", benefit("주말 할인", "토·일요일 주문 시")),
  def(
    "CPN-OPEN10000",
    "역삼점 오픈 10,000원 할인",
    "FLAT_RATE",
    10000,
    "오프라인",
    "20",
    benefit("오픈 기념", "역삼점 전용", [YEOKSAM]),
  ),
  def(
    "CPN-NATURAL8",
    "내추럴 와인 8% 할인",
    "FIXED_RATE",
    8,
    "전체",
    "30",
    benefit("내추럴 와인 페어", null, [ALL_BRANCHES], ["내추럴 와인 전 품목"]),
  ),
  def(
    "CPN-GLASS",
    "와인잔 증정",
    "FLAT_RATE",
    null,
    "오프라인",
    "60",
    benefit("리델 와인잔 1개 증정", "매장 방문 시 교환", [CHEONGDAM]),
  ),
  def(
    "CPN-WHISKY5000",
    "위스키 5,000원 할인",
    "FLAT_RATE",
    5000,
    "온라인",
    "10",
    benefit("위스키 기획전", "7만원 이상 구매 시"),
  ),
  def(
    "CPN-PAID12",
    "유료 멤버십 12% 할인",
    "FIXED_RATE",
    12,
    "전체",
    "80",
    benefit("유료 멤버 전용", "월 2회 사용 가능", [ALL_BRANCHES]),
  ),
  def(
    "CPN-PAIDTASTING",
    "유료 멤버십 무료 시음",
    "FLAT_RATE",
    null,
    "오프라인",
    "90",
    benefit("프리미엄 시음 1회", "시음 바 운영 매장", [CHEONGDAM, COEX]),
  ),
  def(
    "CPN-PAID30000",
    "유료 멤버십 30,000원 할인",
    "FLAT_RATE",
    30000,
    "온라인",
    "100",
    benefit("유료 멤버 전용", "20만원 이상 구매 시"),
  ),
  def(
    "CPN-PAIDVIP7",
    "유료 멤버십 라운지 7% 할인",
    "FIXED_RATE",
    7,
    "전체",
    "110",
    benefit("라운지 혜택", null, [ALL_BRANCHES]),
  ),
  def(
    STAMP_REWARD_COUPON.cpnCd,
    STAMP_REWARD_COUPON.couponName,
    "FLAT_RATE",
    10000,
    STAMP_REWARD_COUPON.couponUseSe,
    "70",
    benefit("스탬프 리워드", "스탬프 10개 교환"),
  ),
];

/** [cpnCd, start offset, end offset (days from the seeding day), status, days ago issued] */
export type Grant = [string, number, number, "ISSUED" | "USED" | "WITHDRAWN", number];

export const DEMO_GRANTS: Grant[] = [
  ["CPN-WELCOME10", -10, 30, "ISSUED", 10],
  ["CPN-STORE5000", -20, 0, "ISSUED", 20],
  ["CPN-ALL15", -5, 3, "ISSUED", 5],
  ["CPN-GOLD5", -2, 20, "ISSUED", 2],
  ["CPN-BDAY20000", -1, 10, "ISSUED", 1],
  ["CPN-CHAMP20", -3, 14, "ISSUED", 3],
  ["CPN-PICKUP3000", -4, 7, "ISSUED", 4],
  ["CPN-WEEKEND7", -6, 5, "ISSUED", 6],
  ["CPN-OPEN10000", -7, 12, "ISSUED", 7],
  ["CPN-NATURAL8", -8, 18, "ISSUED", 8],
  ["CPN-GLASS", -9, 21, "ISSUED", 9],
  ["CPN-WHISKY5000", -11, 45, "ISSUED", 11],
  ["CPN-PAID12", -12, 25, "ISSUED", 12],
  ["CPN-PAIDTASTING", -13, 40, "ISSUED", 13],
  ["CPN-PAID30000", -14, 60, "ISSUED", 14],
  ["CPN-PAIDVIP7", -15, 90, "ISSUED", 15],
  ["CPN-STORE5000", -30, 30, "USED", 30],
  ["CPN-WELCOME10", -40, 20, "USED", 40],
  ["CPN-GOLD5", -60, -5, "ISSUED", 60],
  ["CPN-BDAY20000", -90, -40, "ISSUED", 90],
  ["CPN-NATURAL8", 10, 40, "ISSUED", 1],
  ["CPN-CHAMP20", -20, 10, "WITHDRAWN", 20],
];

/** basic is not a paid member: the class 80–110 coupons it owns stay hidden. */
export const BASIC_GRANTS: Grant[] = [
  ["CPN-PAID12", -3, 20, "ISSUED", 3],
  ["CPN-PAIDTASTING", -3, 20, "ISSUED", 3],
  ["CPN-PAID30000", -3, 20, "ISSUED", 3],
  ["CPN-PAIDVIP7", -3, 20, "ISSUED", 3],
  ["CPN-WELCOME10", -2, 28, "ISSUED", 2],
  ["CPN-STORE5000", -2, 6, "ISSUED", 2],
  ["CPN-ALL15", -1, 15, "ISSUED", 1],
];

export const STAFF_GRANTS: Grant[] = [
  ["CPN-GOLD5", -2, 20, "ISSUED", 2],
  ["CPN-PICKUP3000", -1, 9, "ISSUED", 1],
];
