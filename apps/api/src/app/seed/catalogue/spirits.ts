/** Seeded whisky, spirits, sake, traditional liquor, beer, wine sets and accessories (decision 201). */

import {
  ACCESSORY_BRANDS,
  ACCESSORY_COLOURS,
  ACCESSORY_ITEMS,
  BEER_PACKS,
  BEER_STYLES,
  BREWERIES,
  type Brand,
  SAKE_BREWERIES,
  SAKE_GRADES,
  SAKE_RICE,
  SPIRIT_BRANDS,
  SPIRIT_EXPRESSIONS,
  TRADITIONAL,
  TRADITIONAL_EDITIONS,
  WHISKY_BRANDS,
  WHISKY_EXPRESSIONS,
} from "./other-data";
import { clamp, type Draft, pricing, type Random, retail } from "./rows";
import { WINE_PRODUCERS } from "./wine-data";

type Base = Pick<
  Draft,
  | "itemCd"
  | "itemNm"
  | "itemEngNm"
  | "clasLCd"
  | "clasMCd"
  | "countryCd"
  | "regionNm"
  | "producer"
  | "grapeOrBase"
  | "volumeMl"
  | "abv"
  | "description"
>;

const AROMAS = [
  "바닐라와 꿀",
  "스모키한 피트",
  "말린 과일과 셰리",
  "시트러스 껍질",
  "캐러멜과 토피",
  "허브와 후추",
  "배와 멜론",
  "쌀의 은은한 단향",
];
const PALATES = [
  "부드럽고 달콤한 몰트",
  "스파이시한 오크",
  "크리미하고 둥근 질감",
  "깔끔하고 드라이한 맛",
  "풍부한 과실감",
];
const FINISHES = ["긴 여운", "따뜻하게 남는 마무리", "깔끔한 피니시", "은은한 스모크의 여운"];

function make(
  r: Random,
  today: string,
  b: Base,
  price: number,
  o: { score?: number | null; tastes?: boolean; liquor?: boolean; pairings?: string[] } = {},
): Draft {
  const liquor = o.liquor ?? true;
  const tastes = o.tastes ?? liquor;
  const options: Draft["options"] =
    liquor && r.chance(0.3) ? [{ cd: "GIFT_BOX", price: r.pick([5_000, 10_000, 15_000]) }] : [];
  return {
    ...b,
    vintage: null,
    ...pricing(price, r, today, liquor),
    score: o.score ?? null,
    aroma: tastes ? `${r.pick(AROMAS)}의 향` : null,
    palate: tastes ? r.pick(PALATES) : null,
    finish: tastes ? r.pick(FINISHES) : null,
    body: tastes ? clamp(r.int(2, 5)) : null,
    sweetness: tastes ? clamp(r.int(1, 4)) : null,
    acidity: null,
    tannin: null,
    imageCount: r.int(1, 2),
    adultOnly: liquor,
    memberOnly: false,
    popularity: r.next() * 800,
    pairings: o.pairings ?? [],
    options,
  };
}

function brandLine(
  r: Random,
  today: string,
  prefix: string,
  brands: Brand[],
  expressions: (b: Brand) => [string, string][],
  start: number,
  opts: { abv: [number, number]; price: [number, number]; whisky: boolean },
) {
  const out: Draft[] = [];
  let seq = start;
  for (const brand of brands) {
    const [ko, en, country, region, clasMCd, base] = brand;
    for (const [eKo, eEn] of expressions(brand)) {
      const age = Number.parseInt(eKo, 10);
      const mult = Number.isNaN(age) ? 1 : Math.max(1, age / 10) ** 1.6;
      const name = `${ko} ${eKo}`;
      out.push(
        make(
          r,
          today,
          {
            itemCd: `${prefix}${String(seq++).padStart(4, "0")}`,
            itemNm: name,
            itemEngNm: `${en} ${eEn}`,
            clasLCd: clasMCd.slice(0, 2),
            clasMCd,
            countryCd: country,
            regionNm: region,
            producer: en,
            grapeOrBase: base,
            volumeMl: 700,
            abv: opts.abv[0] + r.int(0, (opts.abv[1] - opts.abv[0]) * 2) / 2,
            description: `${region}의 ${ko}가 선보이는 ${eKo}. ${base}로 만들어 깊은 풍미를 자랑합니다.`,
          },
          retail((opts.price[0] + r.next() * (opts.price[1] - opts.price[0])) * mult, r),
          {
            score: opts.whisky && r.chance(0.8) ? r.int(85, 97) : null,
            pairings: ["CHEESE", "CHOCOLATE"].slice(0, r.int(1, 2)),
          },
        ),
      );
    }
  }
  return out;
}

export function seedWhisky(r: Random, today: string): Draft[] {
  const macallan = make(
    r,
    today,
    {
      itemCd: "W0012",
      itemNm: "맥캘란 12년 더블 캐스크",
      itemEngNm: "The Macallan 12 Year Old Double Cask",
      clasLCd: "20",
      clasMCd: "2010",
      countryCd: "GB",
      regionNm: "스페이사이드",
      producer: "The Macallan",
      grapeOrBase: "몰트 보리",
      volumeMl: 700,
      abv: 40,
      description: "스페이사이드의 맥캘란이 아메리칸·유러피언 셰리 오크 캐스크에서 숙성한 12년 싱글 몰트 위스키입니다.",
    },
    135_000,
    { score: 92, pairings: ["CHEESE", "CHOCOLATE"] },
  );
  macallan.popularity = 950;
  const lines = brandLine(r, today, "K", WHISKY_BRANDS, () => WHISKY_EXPRESSIONS, 1, {
    abv: [40, 48],
    price: [45_000, 110_000],
    whisky: true,
  }).filter((d) => d.itemNm !== macallan.itemNm);
  return [macallan, ...lines];
}

export function seedSpirits(r: Random, today: string): Draft[] {
  const small = brandLine(r, today, "S", SPIRIT_BRANDS, (b) => SPIRIT_EXPRESSIONS[b[4]]!, 1, {
    abv: [37.5, 45],
    price: [35_000, 95_000],
    whisky: false,
  });
  // 1 L bottles of the same line.
  const large = small.map((d, i) => ({
    ...d,
    itemCd: `S${String(small.length + i + 1).padStart(4, "0")}`,
    itemNm: `${d.itemNm} 1L`,
    itemEngNm: `${d.itemEngNm} 1L`,
    volumeMl: 1000,
    saleUprc: retail(d.saleUprc * 1.3, r),
    periodPrice: null,
    memberPrice: null,
    empPrice: retail(d.saleUprc * 1.04, r),
    eventPrice: null,
    eventNm: null,
    eventEndDate: null,
    popularity: d.popularity * 0.5,
  }));
  return [...small, ...large];
}

export function seedSake(r: Random, today: string): Draft[] {
  const out: Draft[] = [];
  let seq = 1;
  for (const [bKo, bEn] of SAKE_BREWERIES) {
    for (const [gKo, gEn, clasMCd] of SAKE_GRADES) {
      for (const [rKo, rEn] of SAKE_RICE) {
        if (!r.chance(0.85)) continue;
        const ml = r.pick([300, 720, 1800]);
        out.push(
          make(
            r,
            today,
            {
              itemCd: `J${String(seq++).padStart(4, "0")}`,
              itemNm: `${bKo} ${gKo} ${rKo} ${ml}ml`,
              itemEngNm: `${bEn} ${gEn} ${rEn} ${ml}ml`,
              clasLCd: "40",
              clasMCd,
              countryCd: "JP",
              regionNm: r.pick(["니가타", "야마구치", "효고", "교토", "미야기"]),
              producer: bEn,
              grapeOrBase: rKo,
              volumeMl: ml,
              abv: r.int(30, 34) / 2,
              description: `${rKo} 쌀로 빚은 ${bKo}의 ${gKo}. 차게 마시면 과일 향이 살아납니다.`,
            },
            retail(
              (clasMCd === "4030" ? 70_000 : clasMCd === "4020" ? 45_000 : 28_000) *
                (ml / 720) ** 0.8 *
                (0.8 + r.next() * 0.6),
              r,
            ),
            { pairings: ["SASHIMI", "SEAFOOD"] },
          ),
        );
      }
    }
  }
  return out;
}

export function seedTraditional(r: Random, today: string): Draft[] {
  const out: Draft[] = [];
  let seq = 1;
  for (const [ko, en, region, clasMCd, base, abv, ml, price] of TRADITIONAL) {
    for (const [eKo, eEn] of TRADITIONAL_EDITIONS) {
      const mult = eKo === "선물세트" ? 2.4 : eKo === "미니" ? 0.5 : eKo ? 1.3 : 1;
      out.push(
        make(
          r,
          today,
          {
            itemCd: `T${String(seq++).padStart(4, "0")}`,
            itemNm: [ko, eKo].filter(Boolean).join(" "),
            itemEngNm: [en, eEn].filter(Boolean).join(" "),
            clasLCd: "50",
            clasMCd,
            countryCd: "KR",
            regionNm: region,
            producer: en.split(" ")[0]!,
            grapeOrBase: base,
            volumeMl: eKo === "미니" ? Math.round(ml / 2) : ml,
            abv,
            description: `${region}에서 ${base}(으)로 빚은 우리 술 ${ko}${eKo ? ` ${eKo}` : ""}입니다.`,
          },
          retail(price * mult, r),
          { pairings: ["KOREAN", "SPICY"] },
        ),
      );
    }
  }
  return out;
}

export function seedBeer(r: Random, today: string): Draft[] {
  const out: Draft[] = [];
  let seq = 1;
  for (const [bKo, bEn, country, region] of BREWERIES) {
    for (const [sKo, sEn, clasMCd, abv] of BEER_STYLES) {
      for (const [pKo, pEn, ml, mult] of BEER_PACKS) {
        if (!r.chance(0.7)) continue;
        out.push(
          make(
            r,
            today,
            {
              itemCd: `B${String(seq++).padStart(4, "0")}`,
              itemNm: `${bKo} ${sKo} ${pKo}`,
              itemEngNm: `${bEn} ${sEn} ${pEn}`,
              clasLCd: "60",
              clasMCd,
              countryCd: country,
              regionNm: region,
              producer: bEn,
              grapeOrBase: "보리·홉",
              volumeMl: ml,
              abv,
              description: `${bKo}의 ${sKo}. ${region}에서 양조했습니다.`,
            },
            retail(4_500 * mult * (0.8 + r.next() * 0.6), r),
            { pairings: ["CHICKEN", "SPICY", "PORK"].slice(0, r.int(1, 3)) },
          ),
        );
      }
    }
  }
  return out;
}

/** Wine sets, spelled both "와인 세트" and "와인세트" as shops do. */
export function seedWineSets(r: Random, today: string): Draft[] {
  return WINE_PRODUCERS.slice(0, 40).map(([ko, en, country, region], i) =>
    make(
      r,
      today,
      {
        itemCd: `W${String(9001 + i)}`,
        itemNm: `${ko} ${i % 2 ? "와인세트" : "와인 세트"} ${2 + (i % 3)}병`,
        itemEngNm: `${en} Wine Set of ${2 + (i % 3)}`,
        clasLCd: "10",
        clasMCd: "1010",
        countryCd: country,
        regionNm: region,
        producer: en,
        grapeOrBase: "블렌드",
        volumeMl: 750 * (2 + (i % 3)),
        abv: 13.5,
        description: `${ko}의 대표 와인을 모은 선물용 세트입니다.`,
      },
      retail(60_000 + r.next() * 140_000, r),
      { pairings: ["BEEF", "CHEESE"] },
    ),
  );
}

export function seedAccessories(r: Random, today: string): Draft[] {
  const out: Draft[] = [];
  let seq = 1;
  for (const [bKo, bEn, country, kinds] of ACCESSORY_BRANDS) {
    for (const kind of kinds) {
      const [clasMCd, items] = ACCESSORY_ITEMS[kind]!;
      for (const [iKo, iEn, price] of items) {
        for (const [cKo, cEn] of ACCESSORY_COLOURS) {
          if (cKo && !r.chance(0.35)) continue;
          out.push(
            make(
              r,
              today,
              {
                itemCd: `A${String(seq++).padStart(4, "0")}`,
                itemNm: [bKo, iKo, cKo].filter(Boolean).join(" "),
                itemEngNm: [bEn, iEn, cEn].filter(Boolean).join(" "),
                clasLCd: "70",
                clasMCd,
                countryCd: country,
                regionNm: null,
                producer: bEn,
                grapeOrBase: null,
                volumeMl: 0,
                abv: 0,
                description: `${bKo}의 ${iKo}${cKo ? ` (${cKo})` : ""}. 와인을 더 즐겁게 해 주는 용품입니다.`,
              },
              retail(price * (0.85 + r.next() * 0.4), r),
              { liquor: false },
            ),
          );
        }
      }
    }
  }
  return out;
}
