import type { StampTransactionType } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { creditPrepaid, debitPrepaid } from "../../modules/prepaid";
import { recordInTx } from "../../modules/stamps";
import type { Tx } from "../query";
import { couponDefinitions, couponPublications, membershipCards, orderItems, orders, paidMemberships } from "../schema";
import { addDays, seoulDate } from "../seoul-date";
import { BASIC_GRANTS, COUPON_DEFS, DEMO_GRANTS, type Grant, STAFF_GRANTS } from "./benefit-coupons";

const DAY = 86_400_000;
const HOUR = 3_600_000;

export type SeedMembers = { demo: string; basic: string; staff: string };

/** Coupons, orders, stamps, paid membership, prepaid ledger and cards of CONTRACT.md §6. */
export async function seedBenefits(tx: Tx, m: SeedMembers, now = new Date()) {
  await seedCoupons(tx, m, now);
  await seedOrders(tx, m, now);
  await seedStamps(tx, m, now);
  await seedPaidAndPrepaid(tx, m, now);
  await tx.execute(sql`insert into ${membershipCards} (mbrsh_card_no, mber_no, status, issued_at)
    select mbrsh_card_no, mber_no, 'ACTIVE', created_at from members where mbrsh_card_no is not null`);
}

async function seedCoupons(tx: Tx, m: SeedMembers, now: Date) {
  await tx.insert(couponDefinitions).values(COUPON_DEFS);
  const today = seoulDate(now);
  let seq = 0;
  const rows = (mberNo: string, grants: Grant[]) =>
    grants.map(([cpnCd, start, end, status, daysAgo]) => {
      seq += 1;
      const use = COUPON_DEFS.find((d) => d.cpnCd === cpnCd)!.couponUseSe;
      const n = String(seq).padStart(4, "0");
      return {
        cpnIssuNo: `CI${today.replaceAll("-", "")}${n}`,
        mberNo,
        cpnCd,
        // Offline and all-channel coupons carry a 16-digit barcode number.
        couponPublishNo: use === "온라인" ? null : `77${today.replaceAll("-", "")}00${n}`,
        validStartDate: addDays(today, start),
        validEndDate: addDays(today, end),
        status,
        usedAt: status === "USED" ? new Date(now.getTime() - (daysAgo / 2) * DAY) : null,
        createdAt: new Date(now.getTime() - daysAgo * DAY - seq * 60_000),
      };
    });
  await tx
    .insert(couponPublications)
    .values([...rows(m.demo, DEMO_GRANTS), ...rows(m.basic, BASIC_GRANTS), ...rows(m.staff, STAFF_GRANTS)]);
}

const WINES: [string, string, number][] = [
  ["W0001", "샤토 마고 2015", 890_000],
  ["W0002", "클라우디 베이 소비뇽 블랑", 42_000],
  ["W0003", "모엣 샹동 임페리얼 브뤼", 79_000],
  ["W0004", "루이 자도 부르고뉴 피노 누아", 48_000],
  ["W0005", "카이켄 울트라 말벡", 35_000],
  ["W0006", "산타 리타 120 카베르네 소비뇽", 15_000],
  ["W0007", "돔 페리뇽 2013", 390_000],
  ["W0008", "킴 크로포드 소비뇽 블랑", 32_000],
  ["W0009", "바롤로 리제르바 2016", 120_000],
  ["W0010", "뵈브 클리코 옐로 라벨", 85_000],
  ["W0011", "그레이스 코슈 와이너리 샤르도네", 58_000],
  ["W0012", "맥캘란 12년 더블 캐스크", 135_000],
];

/** [status, hours ago, store, item indexes] for the demo member. */
const DEMO_ORDERS: [string, number, string, number[]][] = [
  ["01", 2, "T0001", [1, 2]],
  ["02", 5, "T0001", [3]],
  ["01", 20, "T0003", [4, 5, 6]],
  ["04", 28, "T0004", [7]],
  ["05", 40, "T0002", [8, 9]],
  ["01", 52, "T0005", [10]],
  ["04", 70, "T0006", [11]],
  ["05", 90, "T0001", [2, 4]],
  ["01", 110, "T0003", [5]],
  ["04", 130, "T0007", [6, 8]],
  ["05", 150, "T0008", [9]],
  ["01", 170, "T0001", [0]],
  ["03", 200, "T0001", [1, 3]],
  ["06", 260, "T0002", [10]],
  ["09", 300, "T0003", [2]],
];

async function seedOrders(tx: Tx, m: SeedMembers, now: Date) {
  const day = seoulDate(now).replaceAll("-", "");
  const plan: [string, [string, number, string, number[]][]][] = [
    [m.demo, DEMO_ORDERS],
    [m.basic, [["03", 100, "T0002", [5, 7]]]],
    [
      m.staff,
      [
        ["01", 30, "T0004", [0, 6]],
        ["03", 120, "T0004", [8]],
      ],
    ],
  ];
  let seq = 0;
  for (const [mberNo, list] of plan) {
    for (const [stat, hoursAgo, tnantCd, items] of list) {
      seq += 1;
      const orderNo = `O${day}${String(seq).padStart(5, "0")}`;
      const lines = items.map((i, n) => ({
        orderNo,
        orderItemNo: n + 1,
        itemCd: WINES[i]![0],
        itemNm: WINES[i]![1],
        itemQty: 1 + (n % 2),
        saleUprc: WINES[i]![2],
      }));
      const amount = lines.reduce((sum, l) => sum + l.itemQty * l.saleUprc, 0);
      const at = new Date(now.getTime() - hoursAgo * HOUR);
      await tx.insert(orders).values({
        orderNo,
        mberNo,
        tnantCd,
        orderStatCd: stat,
        orderAmt: amount,
        netAmt: amount,
        createdAt: at,
        updatedAt: at,
      });
      await tx.insert(orderItems).values(lines);
    }
  }
}

/** A ledger history with all kinds of entries; balances follow from it. */
async function seedStamps(tx: Tx, m: SeedMembers, now: Date) {
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  const add = (
    mberNo: string,
    type: StampTransactionType,
    quantity: number,
    days: number,
    memo: string,
    ref?: number,
  ) => recordInTx(tx, { mberNo, type, quantity, memo, createdAt: at(days), ...(ref ? { refStampTxNo: ref } : {}) });
  await add(m.demo, "RELOAD", 4, 120, "청담점 구매 적립");
  await add(m.demo, "RELOAD", 3, 90, "온라인 구매 적립");
  const used = await add(m.demo, "REDEEM", 5, 80, "사은품 교환");
  await add(m.demo, "REDEEM_VOID", 0, 79, "리워드 교환 취소", used.stampTxNo);
  await add(m.demo, "GIFT_RELOAD", 2, 60, "친구에게 받은 스탬프");
  const wrong = await add(m.demo, "RELOAD", 2, 45, "코엑스점 구매 적립");
  await add(m.demo, "RELOAD_VOID", 0, 44, "구매 취소로 적립 취소", wrong.stampTxNo);
  await add(m.demo, "ENFORCE_RELOAD", 1, 30, "이벤트 보상 적립");
  await add(m.demo, "GIFT_REDEEM", 1, 20, "친구에게 선물");
  await add(m.demo, "RELOAD", 3, 5, "역삼점 구매 적립");
  await add(m.demo, "EXTINCTION", 1, 1, "유효기간 만료 소멸");
  await add(m.basic, "RELOAD", 2, 10, "구매 적립");
  await add(m.staff, "RELOAD", 6, 15, "구매 적립");
}

async function seedPaidAndPrepaid(tx: Tx, m: SeedMembers, now: Date) {
  const today = seoulDate(now);
  const start = addDays(today, -100);
  await tx.insert(paidMemberships).values({
    mberNo: m.demo,
    startDate: start,
    endDate: addDays(start, 364),
    fee: 30_000,
    orderNo: null,
    createdAt: new Date(now.getTime() - 100 * DAY),
  });
  // The ledger explains the seeded balances (demo 50,000, staff 12,000); members start at zero here.
  await tx.execute(sql`update members set prepaid_balance = 0 where mber_no in (${m.demo}, ${m.staff})`);
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  await creditPrepaid(tx, {
    mberNo: m.demo,
    type: "CHARGE",
    amount: 100_000,
    description: "선불금 충전",
    orderNo: null,
    createdAt: at(40),
  });
  await debitPrepaid(tx, {
    mberNo: m.demo,
    amount: 62_000,
    description: "청담점 구매",
    orderNo: null,
    createdAt: at(25),
  });
  await creditPrepaid(tx, {
    mberNo: m.demo,
    type: "REFUND",
    amount: 12_000,
    description: "주문 취소 환불",
    orderNo: null,
    createdAt: at(20),
  });
  await creditPrepaid(tx, {
    mberNo: m.staff,
    type: "CHARGE",
    amount: 12_000,
    description: "선불금 충전",
    orderNo: null,
    createdAt: at(12),
  });
}
