import { ORDER_TERMS_ID } from "@cellar/contracts";
import { count, sql } from "drizzle-orm";
import { eventSignups, events, faqs, notices } from "../../modules/content/content.table";
import { terms } from "../../modules/join/join.table";
import { type Db, queryRows, type Tx } from "../query";
import { sanitizeRichContent } from "../rich-content";
import { SEED_DRAFT_FAQ, SEED_FAQS } from "./content-faqs";
import { SEED_DRAFT_NOTICE, SEED_NOTICES } from "./content-notices";
import { textToHtml } from "./text-to-html";

/** The tasting the seeded alarm "이번 주 시음회 안내" links to (`/eventPage?eventNo=1`). */
export const ALARM_EVENT_NO = 1;

const DAY = 86_400_000;
/** `days` from now at `hour` o'clock Seoul time. */
function seoulAt(now: Date, days: number, hour: number): Date {
  const seoul = new Date(now.getTime() + 9 * 3_600_000 + days * DAY);
  return new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate(), hour - 9));
}

/** Days from now to the first Saturday (Seoul) at least `min` days away: the alarm promises a Saturday. */
function daysToSaturday(now: Date, min: number): number {
  const weekday = new Date(now.getTime() + 9 * 3_600_000).getUTCDay();
  let days = (6 - weekday + 7) % 7;
  while (days < min) days += 7;
  return days;
}

const YOUTUBE = `<iframe src="https://www.youtube.com/embed/ysz5S6PUM-U" title="위스키 블렌딩 클래스 미리 보기" width="560" height="315" allowfullscreen></iframe>`;

type SeedEvent = {
  kind: "TASTING" | "CLASS" | "STORE";
  title: string;
  summary: string;
  html: string;
  place: string;
  image: string | null;
  open: number;
  /** Days from now (or "saturday": the first Saturday three days or more away) and the hour, Seoul time. */
  start: [days: number | "saturday", hour: number];
  hours: number;
  /** Seats: a number, "nearlyFull" (one left) or "full"; null for no sign-up. */
  seats: number | "nearlyFull" | "full" | null;
  /** Seeded members holding a seat. */
  taken: number;
  pinned?: boolean;
};

const SEED_EVENTS: SeedEvent[] = [
  {
    kind: "TASTING",
    title: "부르고뉴 피노 누아 5종 비교 시음회",
    summary: "토요일 오후 3시, 부르고뉴 마을별 피노 누아 5종을 나란히 맛봅니다.",
    html: `<h3>부르고뉴를 한 자리에서</h3><p>지브리 샹베르탱, 본 로마네, 볼네이, 포마르, 부르고뉴 루즈까지. 마을마다 다른 피노 누아의 개성을 소믈리에의 설명과 함께 비교해 보세요.</p>
<ul><li>시음 와인: 5종 (각 50ml)</li><li>페어링: 치즈 플레이트</li><li>참가비: 무료 (멤버십 회원 전용)</li></ul>
<p><strong>신청 마감 후 취소는 어려워요.</strong> 참석이 어려우면 마감 전에 취소해 다른 회원에게 자리를 양보해 주세요.</p>`,
    place: "셀러 청담점 2층 테이스팅 룸",
    image: "PRDW0002",
    open: -3,
    start: ["saturday", 15],
    hours: 2,
    seats: 20,
    taken: 6,
    pinned: true,
  },
  {
    kind: "CLASS",
    title: "와인 입문 클래스: 테이스팅 노트 쓰는 법",
    summary: "색, 향, 맛을 어떻게 말로 옮길까? 처음 와인을 배우는 분을 위한 90분 클래스.",
    html: `<h3>처음이라도 괜찮아요</h3><p>와인을 볼 때, 향을 맡을 때, 마실 때 무엇을 느끼고 어떻게 기록하는지 차근차근 배웁니다. 레드 2종, 화이트 1종을 함께 시음해요.</p>
<ol><li>와인의 색과 점도 보기</li><li>아로마 휠로 향 찾기</li><li>나만의 테이스팅 노트 쓰기</li></ol><p>준비물은 없습니다. 노트와 펜을 드려요.</p>`,
    place: "셀러 압구정로데오점 클래스룸",
    image: "PRDW0005",
    open: -5,
    start: [6, 19],
    hours: 1.5,
    seats: "nearlyFull",
    taken: 9,
  },
  {
    kind: "CLASS",
    title: "샴페인 하우스 마스터클래스",
    summary: "그랑 메종 샴페인 4종으로 배우는 블렌딩과 숙성의 차이.",
    html: `<h3>기포 속의 이야기</h3><p>논 빈티지, 빈티지, 블랑 드 블랑, 로제 샴페인을 비교하며 샴페인 하우스가 스타일을 만드는 방법을 알아봅니다.</p><p>정원이 모두 찼어요. 다음 회차를 기다려 주세요.</p>`,
    place: "셀러 한남점 라운지",
    image: "PRDW0008",
    open: -7,
    start: [8, 19],
    hours: 2,
    seats: "full",
    taken: 12,
  },
  {
    kind: "STORE",
    title: "코엑스점 리뉴얼 오픈 기념 시음 행사",
    summary: "새 단장한 코엑스점에서 주말 내내 와인 3종을 무료로 시음하세요.",
    html: `<h3>신청 없이 오세요</h3><p>리뉴얼 오픈을 기념해 토요일과 일요일 오후 1시부터 6시까지 테이스팅 바에서 와인 3종을 무료로 시음할 수 있습니다.</p><p>시음 후 구매하시면 10% 할인해 드려요. (멤버십 카드 제시)</p>`,
    place: "셀러 코엑스점 테이스팅 바",
    image: "PRDW0011",
    open: -2,
    start: [2, 13],
    hours: 29,
    seats: null,
    taken: 0,
  },
  {
    kind: "CLASS",
    title: "위스키 블렌딩 클래스",
    summary: "몰트 위스키 3종을 섞어 나만의 블렌디드 위스키 한 병을 만들어 가져가요.",
    html: `<h3>영상으로 먼저 만나 보세요</h3><p>지난 클래스의 모습을 영상으로 담았습니다.</p>${YOUTUBE}
<p>스페이사이드, 하이랜드, 아일라 몰트를 시음하고 비율을 정해 200ml 한 병을 블렌딩합니다. 만든 위스키는 이름표를 붙여 가져가실 수 있어요.</p>`,
    place: "셀러 여의도IFC점 클래스룸",
    image: "PRDW0012",
    open: -1,
    start: [10, 19],
    hours: 2,
    seats: 16,
    taken: 3,
  },
  {
    kind: "TASTING",
    title: "연말 스파클링 와인 페어",
    summary: "크레망, 카바, 프로세코까지 연말을 밝힐 스파클링 와인 12종을 소개합니다.",
    html: `<h3>연말 파티 와인을 고르는 가장 즐거운 방법</h3><p>12종의 스파클링 와인을 자유롭게 시음하고 마음에 드는 와인을 행사가로 예약할 수 있습니다. 신청은 오픈일부터 받아요.</p>`,
    place: "셀러 성수점",
    image: "PRDW0007",
    open: 5,
    start: [15, 14],
    hours: 5,
    seats: 40,
    taken: 0,
  },
  {
    kind: "TASTING",
    title: "보졸레 누보 축제",
    summary: "올해의 보졸레 누보를 가장 먼저 맛본 축제. 함께해 주셔서 감사합니다.",
    html: `<h3>보졸레 누보 축제를 마쳤습니다</h3><p>올해의 햇와인을 함께 맛본 회원님들께 감사드립니다. 다음 축제도 기대해 주세요.</p>`,
    place: "셀러 광화문점",
    image: "PRDW0003",
    open: -30,
    start: [-12, 18],
    hours: 3,
    seats: 15,
    taken: 15,
  },
];

/** The order sheet's purchase terms: agreed on the order sheet, never at sign-up (decision 382). */
const PURCHASE_TERMS = `제1조 (목적)
이 약관은 셀러 앱에서 주류와 관련 상품을 주문하고 매장에서 픽업하거나 배송받는 거래의 조건을 정합니다.

제2조 (주문과 결제)
① 주문은 결제가 완료된 때 성립합니다.
② 주류는 만 19세 이상 성인만 구매할 수 있으며, 픽업 시 신분증으로 연령을 확인합니다.

제3조 (픽업과 배송)
① 픽업 주문은 준비 완료 알림을 받은 날부터 7일 안에 찾아가야 하며, 기한이 지나면 자동으로 취소되고 환불됩니다.
② 배송 주문은 결제 후 2~3영업일 안에 출고됩니다.

제4조 (취소와 환불)
① 매장이 주문을 접수하기 전까지는 앱에서 취소할 수 있습니다.
② 개봉하지 않은 상품은 받은 날부터 7일 안에 반품할 수 있습니다.`;

/** Seeds notices, FAQs, events (with seats of seeded members) and the purchase terms once. */
export async function seedContentIfEmpty(db: Db, demoMberNo: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(notices);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await seedNotices(tx, now);
    await seedFaqs(tx);
    await seedEvents(tx, now, demoMberNo);
    await seedPurchaseTerms(tx);
    // Explicit numbers were given: the identities go on after them.
    for (const [table, key] of [
      ["notices", "notice_no"],
      ["faqs", "faq_no"],
      ["events", "event_no"],
    ] as const) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', '${key}'), (select max(${key}) from ${table}))`),
      );
    }
  });
  return true;
}

async function seedNotices(tx: Tx, now: Date) {
  await tx.insert(notices).values([
    ...SEED_NOTICES.map(([category, title, html, days, pinned], i) => ({
      noticeNo: i + 1,
      category,
      title,
      contentHtml: sanitizeRichContent(html),
      pinned,
      publishedAt: new Date(now.getTime() - days * DAY),
    })),
    {
      noticeNo: SEED_NOTICES.length + 1,
      category: SEED_DRAFT_NOTICE[0],
      title: SEED_DRAFT_NOTICE[1],
      contentHtml: sanitizeRichContent(SEED_DRAFT_NOTICE[2]),
      published: false,
    },
  ]);
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&gt;/g, ">")
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

async function seedFaqs(tx: Tx) {
  const rows = [
    ...SEED_FAQS.map(([c, q, a, p]) => [c, q, a, p, true] as const),
    [...SEED_DRAFT_FAQ, false, false] as const,
  ];
  await tx.insert(faqs).values(
    rows.map(([category, question, html, pinned, published], i) => {
      const answerHtml = sanitizeRichContent(html);
      return { faqNo: i + 1, category, question, answerHtml, answerText: textOf(answerHtml), pinned, published };
    }),
  );
}

async function seedEvents(tx: Tx, now: Date, demoMberNo: string) {
  // Seats are held by the seeded reviewers (never by the demo accounts, who try the sign-up).
  const holders = await queryRows<{ mber_no: string }>(
    tx,
    sql`select mber_no from members where mber_no <> ${demoMberNo} and login_id not in ('basic', 'staff')
      order by mber_no limit 40`,
  );
  for (const [i, e] of SEED_EVENTS.entries()) {
    const eventNo = i + 1;
    const startAt = seoulAt(now, e.start[0] === "saturday" ? daysToSaturday(now, 3) : e.start[0], e.start[1]);
    const endAt = new Date(startAt.getTime() + e.hours * 3_600_000);
    const taken = holders.slice(0, e.seats === null ? 0 : e.taken);
    const capacity =
      e.seats === null
        ? null
        : e.seats === "full"
          ? taken.length
          : e.seats === "nearlyFull"
            ? taken.length + 1
            : e.seats;
    await tx.insert(events).values({
      eventNo,
      kind: e.kind,
      title: e.title,
      summary: e.summary,
      contentHtml: sanitizeRichContent(e.html),
      place: e.place,
      imageFileId: e.image,
      openAt: seoulAt(now, e.open, 10),
      startAt,
      endAt,
      capacity: capacity === 0 ? 1 : capacity,
      deadlineAt: capacity === null ? null : new Date(startAt.getTime() - DAY),
      signupCount: taken.length,
      pinned: e.pinned ?? false,
    });
    if (taken.length > 0) {
      await tx.insert(eventSignups).values(taken.map((h) => ({ eventNo, mberNo: h.mber_no })));
    }
  }
}

async function seedPurchaseTerms(tx: Tx) {
  const since = (days: number) => sql`current_date - ${days}::int`;
  const base = { stplatRegNo: ORDER_TERMS_ID, title: "구매 이용약관", requiredYn: "Y", sortOrdr: 6, agreeAt: "ORDER" };
  await tx
    .insert(terms)
    .values([
      {
        ...base,
        ver: "1.0",
        content: textToHtml(PURCHASE_TERMS.replace("7일 안에 찾아가야", "14일 안에 찾아가야")),
        effectiveDe: since(400),
      },
      { ...base, ver: "1.1", content: textToHtml(PURCHASE_TERMS), effectiveDe: since(30) },
    ])
    .onConflictDoNothing();
}
