import { sql } from "drizzle-orm";
import { terms } from "../../modules/join/join.table";
import type { Tx } from "../query";
import { textToHtml } from "./text-to-html";

const SERVICE = `제1조 (목적)
이 약관은 주식회사 셀러(이하 "회사")가 운영하는 셀러 앱과 매장에서 제공하는 멤버십 및 쇼핑 서비스(이하 "서비스")의 이용 조건과 절차, 회사와 회원의 권리·의무 및 책임 사항을 정합니다.

제2조 (회원가입)
① 회원가입은 만 18세 이상으로 휴대폰 본인인증을 마친 분이 이 약관에 동의하고 가입 신청을 하면 회사가 승낙함으로써 성립합니다.
② 한 사람은 하나의 계정만 만들 수 있습니다.

제3조 (멤버십 카드와 등급)
① 회원에게는 가입과 동시에 16자리 멤버십 카드 번호가 발급됩니다.
② 회원 등급은 전월 구매 금액에 따라 매월 1일 조정됩니다.

제4조 (회원 탈퇴)
회원은 언제든지 앱에서 탈퇴를 신청할 수 있으며, 회사는 관련 법령이 정한 기간 동안 보관해야 하는 거래 기록을 제외한 개인정보를 지체 없이 파기합니다.`;

const PRIVACY = `1. 수집 항목
필수: 이름, 생년월일, 성별, 휴대폰 번호, 아이디, 비밀번호, 이메일, 본인확인 연계정보(CI)
선택: 닉네임, 추가 연락처

2. 수집 목적
회원 식별과 가입 의사 확인, 성인 여부 확인, 멤버십 카드 발급과 등급·혜택 제공, 주문·배송·픽업 안내, 고객 상담

3. 보유 기간
회원 탈퇴 시까지. 단, 전자상거래법에 따라 계약·청약철회 기록은 5년, 대금 결제 기록은 5년, 소비자 불만·분쟁 처리 기록은 3년간 보관합니다.

4. 동의를 거부할 권리
동의를 거부할 수 있으나, 필수 항목에 동의하지 않으면 회원가입이 제한됩니다.`;

const LIQUOR_AGE = `셀러는 주류를 판매하는 서비스입니다.

청소년보호법에 따라 만 19세 미만 청소년에게는 주류를 판매하지 않으며, 주류 구매와 픽업 시 신분증으로 연령을 다시 확인할 수 있습니다.

본인은 만 18세 이상이며, 주류 구매는 만 19세가 되는 해의 1월 1일 이후에만 가능함을 확인합니다.`;

const MARKETING = `1. 수집·이용 항목: 이름, 휴대폰 번호, 이메일, 구매 이력
2. 이용 목적: 신상품·이벤트·할인 쿠폰 안내, 맞춤형 와인 추천
3. 수신 채널: 문자(SMS), 이메일, 전화(TM), 우편(DM), 앱 푸시
4. 보유 기간: 동의 철회 또는 회원 탈퇴 시까지

선택 항목으로, 동의하지 않아도 회원가입과 서비스 이용에 제한이 없습니다. 수신 동의는 [마이페이지 > 설정]에서 언제든지 변경할 수 있습니다.`;

const LOCATION = `1. 수집 항목: 단말기의 위치 정보(위도, 경도)
2. 이용 목적: 가까운 매장 찾기, 매장까지의 거리 안내, 픽업 매장 추천
3. 보유 기간: 위치 정보는 저장하지 않고 조회 즉시 이용 후 파기합니다.

선택 항목으로, 동의하지 않으면 매장이 거리순으로 정렬되지 않습니다.`;

/** Terms of the join step (dates relative to the seeding day; the service terms have an older version). */
export async function seedTerms(tx: Tx) {
  const since = (days: number) => sql`current_date - ${days}::int`;
  await tx.insert(terms).values([
    {
      stplatRegNo: "ST001",
      ver: "1.0",
      title: "서비스 이용약관",
      content: textToHtml(
        SERVICE.replace("하나의 계정만 만들 수 있습니다.", "하나의 계정만 만들 수 있습니다. (2024년 개정 전)"),
      ),
      requiredYn: "Y",
      effectiveDe: since(900),
      sortOrdr: 1,
    },
    {
      stplatRegNo: "ST001",
      ver: "1.1",
      title: "서비스 이용약관",
      content: textToHtml(SERVICE),
      requiredYn: "Y",
      effectiveDe: since(60),
      sortOrdr: 1,
    },
    {
      stplatRegNo: "ST002",
      ver: "1.0",
      title: "개인정보 수집 및 이용 동의",
      content: textToHtml(PRIVACY),
      requiredYn: "Y",
      effectiveDe: since(900),
      sortOrdr: 2,
    },
    {
      stplatRegNo: "ST003",
      ver: "1.0",
      title: "만 18세 이상 및 주류 판매 안내 확인",
      content: textToHtml(LIQUOR_AGE),
      requiredYn: "Y",
      effectiveDe: since(900),
      sortOrdr: 3,
    },
    {
      stplatRegNo: "ST004",
      ver: "1.0",
      title: "마케팅 정보 수신 동의",
      content: textToHtml(MARKETING),
      requiredYn: "N",
      effectiveDe: since(900),
      sortOrdr: 4,
    },
    {
      stplatRegNo: "ST005",
      ver: "1.0",
      title: "위치기반 서비스 이용약관",
      content: textToHtml(LOCATION),
      requiredYn: "N",
      effectiveDe: since(900),
      sortOrdr: 5,
    },
  ]);
}
