/** Seeded promotions, exhibitions (public and members-only) and popular search terms (decision 201). */
import { EXHIBITION_TYPES } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import {
  exhibitionItems,
  exhibitions,
  promotionItems,
  promotions,
} from "../../../modules/exhibitions/exhibitions.table";
import type { Tx } from "../../query";
import { addDays } from "../../seoul-date";

/** [title, subtitle, start offset days, end offset days, colour, item filter (SQL where on products p)] */
type Promo = [string, string, number, number, string, string];

const PROMOS: Promo[] = [
  [
    "연말 와인 페스타",
    "인기 와인 최대 30% 할인",
    -10,
    20,
    "#5b1a2a",
    "p.clas_l_cd = '10' and p.period_price is not null",
  ],
  [
    "칠레·아르헨티나 데일리 와인",
    "3만원 이하로 즐기는 남미 와인",
    -5,
    25,
    "#7a2e1f",
    "p.country_cd in ('CL','AR') and p.sale_uprc <= 30000",
  ],
  ["샴페인 위크", "축하의 순간을 위한 샴페인", -3, 11, "#b08d3c", "p.clas_m_cd = '1040' and p.country_cd = 'FR'"],
  ["위스키 라이브러리", "싱글 몰트부터 버번까지", -20, 40, "#3b2a1a", "p.clas_l_cd = '20'"],
  ["우리 술 기획전", "지역 양조장의 막걸리와 증류주", 5, 35, "#2f4f3a", "p.clas_l_cd = '50'"],
  ["봄맞이 화이트 와인", "산뜻한 화이트와 로제", 20, 50, "#c9b458", "p.clas_m_cd in ('1020','1030')"],
  ["가을 레드 와인 특가", "지난 레드 와인 할인전", -60, -30, "#4a1020", "p.clas_m_cd = '1010'"],
  ["추석 선물세트", "지난 명절 선물세트 모음", -90, -70, "#8a5a2b", "p.item_nm like '%세트%'"],
];

/** [type, title, subtitle, colour, item filter, html] */
type Exhibit = [string, string, string, string, string, string];
const E = EXHIBITION_TYPES;
const EXHIBITS: Exhibit[] = [
  [
    E.public,
    "보르도 그랑 크뤼 컬렉션",
    "보르도의 명가를 한자리에",
    "#4b1c2c",
    "p.region_nm = '보르도'",
    "<h2>보르도 그랑 크뤼</h2><p>좌안과 우안의 대표 샤토를 소개합니다.</p>",
  ],
  [
    E.public,
    "피노 누아의 모든 것",
    "부르고뉴에서 뉴질랜드까지",
    "#6b2737",
    "p.grape_or_base like '%피노 누아%'",
    "<h2>피노 누아</h2><p>섬세한 레드 와인의 대명사.</p>",
  ],
  [
    E.public,
    "이탈리아 와인 여행",
    "토스카나·피에몬테·베네토",
    "#2e5339",
    "p.country_cd = 'IT'",
    "<h2>이탈리아</h2><p>지역별 대표 와인을 만나 보세요.</p>",
  ],
  [
    E.public,
    "사케 입문",
    "준마이부터 다이긴조까지",
    "#d8d2c4",
    "p.clas_l_cd = '40'",
    "<h2>사케</h2><p>정미율에 따라 달라지는 사케의 세계.</p>",
  ],
  [
    E.public,
    "홈 바 스타터",
    "글라스와 오프너",
    "#39424e",
    "p.clas_l_cd = '70'",
    "<h2>홈 바</h2><p>집에서 즐기는 와인을 위한 용품.</p>",
  ],
  [
    E.onlyOne,
    "멤버스 온리원",
    "셀러 멤버에게만 판매하는 한정 와인",
    "#1f2f4a",
    "p.member_only",
    "<h2>온리원</h2><p>멤버 전용 단독 상품입니다.</p>",
  ],
  [
    E.brand,
    "브랜드 위크: 펜폴즈",
    "호주의 아이콘 펜폴즈 멤버 특가",
    "#5a1e1e",
    "p.producer = 'Penfolds'",
    "<h2>펜폴즈</h2><p>멤버 전용 특가로 만나는 펜폴즈.</p>",
  ],
  [
    E.brand,
    "브랜드 위크: 맥캘란",
    "셰리 오크의 명가",
    "#6e4b2a",
    "p.producer = 'The Macallan'",
    "<h2>맥캘란</h2><p>멤버만을 위한 맥캘란 컬렉션.</p>",
  ],
  [
    E.plan,
    "프리미엄 플랜: 그랑 크뤼 테이스팅",
    "95점 이상 와인만 모았습니다",
    "#2a2340",
    "p.score >= 95 and p.clas_l_cd = '10'",
    "<h2>95점 이상</h2><p>평론가가 인정한 와인.</p>",
  ],
  [
    E.plan,
    "프리미엄 플랜: 셀러 소믈리에 추천",
    "소믈리에가 고른 10만원대 와인",
    "#3d2b1f",
    "p.clas_l_cd = '10' and p.sale_uprc between 100000 and 199999",
    "<h2>소믈리에 추천</h2><p>이달의 추천 와인.</p>",
  ],
];

/** Popular terms with their base counts (search_log rows; real searches add to them). */
const POPULAR: [string, number][] = [
  ["말벡", 120],
  ["샴페인", 110],
  ["맥캘란", 95],
  ["소비뇽 블랑", 90],
  ["피노 누아", 82],
  ["모스카토", 70],
  ["화요", 64],
  ["와인 세트", 58],
  ["발베니", 51],
  ["카베르네 소비뇽", 47],
  ["사케", 40],
  ["막걸리", 33],
];

export async function seedPromotions(tx: Tx, today: string, memberOnlyCodes: string[]): Promise<void> {
  await tx.insert(promotions).values(
    PROMOS.map(([title, subtitle, start, end, bgColor], i) => ({
      promotionNo: `PR${String(i + 1).padStart(4, "0")}`,
      title,
      subtitle,
      description: `${title}: ${subtitle}. 기간 내 매장 픽업과 배송 주문에 모두 적용됩니다.`,
      startDate: addDays(today, start),
      endDate: addDays(today, end),
      bgColor,
      fileId: `PRM${i + 1}`,
      sortOrdr: i + 1,
    })),
  );
  for (const [i, promo] of PROMOS.entries()) {
    await tx.execute(sql`insert into ${promotionItems} (promotion_no, item_cd, sort_ordr)
      select ${`PR${String(i + 1).padStart(4, "0")}`}, item_cd, row_number() over (order by sales_rank)
      from (select p.item_cd, p.sales_rank from products p where ${sql.raw(promo[5])} order by p.sales_rank limit 40) x`);
  }
  await tx.execute(
    sql`update products set member_only = true where item_cd in ${
      memberOnlyCodes.length
        ? sql`(${sql.join(
            memberOnlyCodes.map((c) => sql`${c}`),
            sql`, `,
          )})`
        : sql`(null)`
    }`,
  );
  await tx.insert(exhibitions).values(
    EXHIBITS.map(([exhibitionType, title, subtitle, bgColor, , contentHtml], i) => ({
      exhibitionNo: `EX${String(i + 1).padStart(4, "0")}`,
      exhibitionType,
      title,
      subtitle,
      contentHtml,
      startDate: addDays(today, -7 - i),
      endDate: addDays(today, 30 + i * 3),
      bgColor,
      fileId: `EXH${i + 1}`,
      sortOrdr: i + 1,
    })),
  );
  for (const [i, ex] of EXHIBITS.entries()) {
    await tx.execute(sql`insert into ${exhibitionItems} (exhibition_no, item_cd, sort_ordr)
      select ${`EX${String(i + 1).padStart(4, "0")}`}, item_cd, row_number() over (order by sales_rank)
      from (select p.item_cd, p.sales_rank from products p where ${sql.raw(ex[4])} order by p.sales_rank limit 40) x`);
  }
  // Base counts of the popular terms, spread over the last two weeks.
  const values = sql.join(
    POPULAR.map(([k, n]) => sql`(${k}, ${n}::int)`),
    sql`, `,
  );
  await tx.execute(sql`insert into search_log (keyword, searched_at)
    select v.keyword, now() - (g * interval '97 minutes') from (values ${values}) as v(keyword, n), generate_series(1, v.n) g`);
}
