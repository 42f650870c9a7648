/** Seeded wines: the twelve of the demo orders, then generated ones (decision 201). */
import { countryName } from "../../../modules/codes";
import { clamp, type Draft, pricing, type Random, retail } from "./rows";
import { CUVEES, GRAPES, WINE_NOTES, WINE_PRODUCERS, WINE_TYPES } from "./wine-data";

/** [itemCd, Korean, English, type, country, region, producer, grape, vintage, price, score] */
type Fixed = [string, string, string, string, string, string, string, string, number | null, number, number];

/** Exactly the items of the demo orders (apps/api/src/app/seed/benefits.ts). */
const FIXED: Fixed[] = [
  [
    "W0001",
    "샤토 마고 2015",
    "Chateau Margaux 2015",
    "r",
    "FR",
    "보르도",
    "Chateau Margaux",
    "카베르네 소비뇽, 메를로",
    2015,
    890_000,
    99,
  ],
  [
    "W0002",
    "클라우디 베이 소비뇽 블랑",
    "Cloudy Bay Sauvignon Blanc",
    "w",
    "NZ",
    "말버러",
    "Cloudy Bay",
    "소비뇽 블랑",
    2023,
    42_000,
    92,
  ],
  [
    "W0003",
    "모엣 샹동 임페리얼 브뤼",
    "Moet & Chandon Imperial Brut",
    "s",
    "FR",
    "샹파뉴",
    "Moet & Chandon",
    "피노 누아, 샤르도네, 피노 뫼니에",
    null,
    79_000,
    91,
  ],
  [
    "W0004",
    "루이 자도 부르고뉴 피노 누아",
    "Louis Jadot Bourgogne Pinot Noir",
    "r",
    "FR",
    "부르고뉴",
    "Louis Jadot",
    "피노 누아",
    2021,
    48_000,
    89,
  ],
  ["W0005", "카이켄 울트라 말벡", "Kaiken Ultra Malbec", "r", "AR", "멘도사", "Kaiken", "말벡", 2021, 35_000, 91],
  [
    "W0006",
    "산타 리타 120 카베르네 소비뇽",
    "Santa Rita 120 Cabernet Sauvignon",
    "r",
    "CL",
    "센트럴 밸리",
    "Santa Rita",
    "카베르네 소비뇽",
    2022,
    15_000,
    85,
  ],
  [
    "W0007",
    "돔 페리뇽 2013",
    "Dom Perignon 2013",
    "s",
    "FR",
    "샹파뉴",
    "Dom Perignon",
    "샤르도네, 피노 누아",
    2013,
    390_000,
    97,
  ],
  [
    "W0008",
    "킴 크로포드 소비뇽 블랑",
    "Kim Crawford Sauvignon Blanc",
    "w",
    "NZ",
    "말버러",
    "Kim Crawford",
    "소비뇽 블랑",
    2023,
    32_000,
    89,
  ],
  [
    "W0009",
    "바롤로 리제르바 2016",
    "Barolo Riserva 2016",
    "r",
    "IT",
    "피에몬테",
    "Fontanafredda",
    "네비올로",
    2016,
    120_000,
    94,
  ],
  [
    "W0010",
    "뵈브 클리코 옐로 라벨",
    "Veuve Clicquot Yellow Label",
    "s",
    "FR",
    "샹파뉴",
    "Veuve Clicquot",
    "피노 누아, 샤르도네",
    null,
    85_000,
    91,
  ],
  [
    "W0011",
    "그레이스 코슈 와이너리 샤르도네",
    "Grace Koshu Winery Chardonnay",
    "w",
    "JP",
    "야마나시",
    "Grace Koshu Winery",
    "샤르도네",
    2022,
    58_000,
    90,
  ],
];

const PAIRINGS: Record<string, string[]> = {
  r: ["BEEF", "LAMB", "PORK", "CHEESE", "PASTA", "KOREAN"],
  w: ["SEAFOOD", "SASHIMI", "CHICKEN", "SALAD", "CHEESE"],
  p: ["SALAD", "SEAFOOD", "FRUIT", "SPICY"],
  s: ["SEAFOOD", "SASHIMI", "CHEESE", "FRUIT"],
  d: ["DESSERT", "FRUIT", "CHEESE", "CHOCOLATE"],
  f: ["CHOCOLATE", "CHEESE", "DESSERT"],
};

function taste(type: string, r: Random) {
  const t = WINE_TYPES[type]!;
  const [aromas, palates, finishes] = WINE_NOTES[type]!;
  return {
    aroma: `${r.pick(aromas)}의 향`,
    palate: r.pick(palates),
    finish: r.pick(finishes),
    body: clamp(type === "r" || type === "f" ? r.int(3, 5) : r.int(1, 3)),
    sweetness: clamp(
      type === "d" || type === "f" ? r.int(4, 5) : type === "s" || type === "p" ? r.int(1, 3) : r.int(1, 2),
    ),
    acidity: clamp(type === "w" || type === "s" ? r.int(3, 5) : r.int(2, 4)),
    tannin: t.tannin ? r.int(2, 5) : null,
  };
}

function wine(
  r: Random,
  today: string,
  d: {
    itemCd: string;
    ko: string;
    en: string;
    type: string;
    country: string;
    region: string;
    producer: string;
    grape: string;
    vintage: number | null;
    price: number;
    score: number | null;
    popularity: number;
  },
): Draft {
  const t = WINE_TYPES[d.type]!;
  const notes = taste(d.type, r);
  const volumeMl = d.type === "d" && r.chance(0.6) ? 375 : r.chance(0.04) ? 1500 : 750;
  const options: Draft["options"] = [];
  if (r.chance(0.3)) options.push({ cd: "GIFT_BOX", price: r.pick([5_000, 8_000, 12_000]) });
  if (r.chance(0.15)) options.push({ cd: "GLASS_SET", price: r.pick([19_000, 29_000, 39_000]) });
  const pairs = PAIRINGS[d.type]!;
  const pairings = [...new Set([r.pick(pairs), r.pick(pairs), r.pick(pairs)])];
  return {
    itemCd: d.itemCd,
    itemNm: d.ko,
    itemEngNm: d.en,
    clasLCd: "10",
    clasMCd: t.clasMCd,
    countryCd: d.country,
    regionNm: d.region,
    producer: d.producer,
    grapeOrBase: d.grape,
    vintage: d.vintage,
    volumeMl,
    abv: Math.round((t.abv[0] + r.next() * (t.abv[1] - t.abv[0])) * 2) / 2,
    ...pricing(d.price, r, today, true),
    score: d.score,
    description: `${countryName(d.country)} ${d.region}에서 ${d.producer}가 빚은 ${d.grape} 와인입니다. ${notes.aroma}이 돋보이고 ${notes.palate}이 어우러집니다.`,
    ...notes,
    imageCount: r.int(1, 3),
    adultOnly: true,
    memberOnly: false,
    popularity: d.popularity,
    pairings,
    options,
  };
}

/** The fixed wines and `count` generated ones with codes W0013…; names never repeat. */
export function seedWines(r: Random, today: string, count: number): Draft[] {
  const out: Draft[] = FIXED.map(([itemCd, ko, en, type, country, region, producer, grape, vintage, price, score], i) =>
    wine(r, today, {
      itemCd,
      ko,
      en,
      type,
      country,
      region,
      producer,
      grape,
      vintage,
      price,
      score,
      popularity: 1000 - i * 7,
    }),
  );
  const names = new Set(out.map((w) => w.itemNm));
  let seq = 13;
  while (out.length < FIXED.length + count) {
    const [pKo, pEn, country, region, types] = r.pick(WINE_PRODUCERS);
    const type = r.pick([...types]);
    const [gKo, gEn] = r.pick(GRAPES[type]!);
    const [cKo, cEn] = r.chance(0.45) ? ["", ""] : r.pick(CUVEES);
    const vintage = type === "s" || type === "f" ? (r.chance(0.15) ? r.int(2008, 2018) : null) : r.int(2012, 2023);
    const ko = [pKo, cKo, gKo, vintage ?? ""].filter(Boolean).join(" ");
    if (names.has(ko)) continue;
    names.add(ko);
    const premium = /샤토 라투르|오퍼스 원|베가 시실리아|샤토 디켐|볼랭저/.test(pKo) ? 8 : 1;
    const base = Math.exp(Math.log(12_000) + r.next() * Math.log(20)) * premium * (cKo ? 1.4 : 1);
    out.push(
      wine(r, today, {
        itemCd: `W${String(seq++).padStart(4, "0")}`,
        ko,
        en: [pEn, cEn, gEn, vintage ?? ""].filter(Boolean).join(" "),
        type,
        country,
        region,
        producer: pEn,
        grape: gKo,
        vintage,
        price: retail(base, r),
        score: r.chance(0.85) ? r.int(80, 98) : null,
        popularity: r.next() * 900,
      }),
    );
  }
  return out;
}
