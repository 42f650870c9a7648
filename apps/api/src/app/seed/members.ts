import { sql } from "drizzle-orm";
import type { Tx } from "../query";
import { grades, members } from "../schema";

export const DEMO_PASSWORD = "Cellar!2345";

/** Silver → Gold → Black → VIP; start points are last month's purchase amounts in won. */
export async function seedGrades(tx: Tx) {
  await tx.insert(grades).values([
    {
      gradRegNo: "G01",
      gradNm: "Silver",
      gradEngNm: "Silver",
      gradKorNm: "실버",
      gradStartPoint: 0,
      gradRate: 1,
      gradValue: 1,
      sortOrdr: 1,
      benefits: ["구매 금액 1% 포인트 적립", "생일 축하 쿠폰 1매"],
    },
    {
      gradRegNo: "G02",
      gradNm: "Gold",
      gradEngNm: "Gold",
      gradKorNm: "골드",
      gradStartPoint: 300_000,
      gradRate: 2,
      gradValue: 2,
      sortOrdr: 2,
      benefits: ["구매 금액 2% 포인트 적립", "생일 축하 쿠폰 2매", "매월 와인 5% 할인 쿠폰"],
    },
    {
      gradRegNo: "G03",
      gradNm: "Black",
      gradEngNm: "Black",
      gradKorNm: "블랙",
      gradStartPoint: 1_000_000,
      gradRate: 3,
      gradValue: 3,
      sortOrdr: 3,
      benefits: ["구매 금액 3% 포인트 적립", "시음회 우선 초대", "매월 무료 배송 2회"],
    },
    {
      gradRegNo: "G04",
      gradNm: "VIP",
      gradEngNm: "VIP",
      gradKorNm: "VIP",
      gradStartPoint: 3_000_000,
      gradRate: 5,
      gradValue: 4,
      vipgradAtCode: "Y",
      sortOrdr: 4,
      benefits: ["구매 금액 5% 포인트 적립", "전담 소믈리에 상담", "프라이빗 테이스팅 초대"],
    },
  ]);
}

const common = {
  mberSttusSeCode: "01",
  nltyCode: "KR",
  nltyCodeNm: "대한민국",
  nationCode: "82",
  nationCodeNm: "대한민국",
  crtfcSeCode: "Y",
  scrbCoursMth: "01",
  ctmmnyNo: "1000",
  frgnrSeCode: "01",
  scrbcoursTyCode: "02",
  telFrstNo: "010",
  // The password must be changed within 90 days of the seeding day.
  pwdChngLmttDe: sql`current_date + 90`,
} as const;

/** The three demo members of CONTRACT.md §6; one argon2id hash serves all three. */
export async function seedMembers(tx: Tx, passwordHash: string) {
  await tx.insert(members).values([
    {
      ...common,
      mberNo: "M202103150001",
      loginId: "demo",
      passwordHash,
      korMberNm: "김셀러",
      engLastNm: "KIM",
      engFrstNm: "SELLER",
      nickName: "와인러버",
      birthday: "19880512",
      gradRegNo: "G02",
      gradRegPoint: 620_000,
      telMidNo: "2345",
      telIndNo: "6789",
      email: "demo@cellar.example",
      mbrshCardNo: "9410202103150018",
      firstScrbDe: "2021-03-15",
      sexSeCode: "M",
      pchrgMberYnCode: 1,
      prepaidBalance: 50_000,
    },
    {
      ...common,
      mberNo: "M202308020002",
      loginId: "basic",
      passwordHash,
      korMberNm: "이하늘",
      engLastNm: "LEE",
      engFrstNm: "HANEUL",
      nickName: "하늘빛",
      birthday: "19950923",
      gradRegNo: "G01",
      gradRegPoint: 85_000,
      telMidNo: "8765",
      telIndNo: "4321",
      email: "basic@cellar.example",
      mbrshCardNo: "9410202308020026",
      firstScrbDe: "2023-08-02",
      sexSeCode: "F",
      pchrgMberYnCode: 0,
      prepaidBalance: 0,
    },
    {
      ...common,
      mberNo: "M201905200003",
      loginId: "staff",
      passwordHash,
      korMberNm: "박직원",
      engLastNm: "PARK",
      engFrstNm: "JIWON",
      nickName: "셀러크루",
      birthday: "19900301",
      gradRegNo: "G03",
      gradRegPoint: 1_240_000,
      telMidNo: "5555",
      telIndNo: "0001",
      email: "staff@cellar.example",
      mbrshCardNo: "9410201905200034",
      firstScrbDe: "2019-05-20",
      sexSeCode: "M",
      pchrgMberYnCode: 0,
      prepaidBalance: 12_000,
      isEmp: true,
      empNo: "E0001",
    },
  ]);
}
