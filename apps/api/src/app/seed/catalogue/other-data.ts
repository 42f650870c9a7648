/**
 * Name parts of the seeded whisky, spirits, sake, traditional liquor, beer and accessories
 * (docs/decisions/201-catalogue-seed.md).
 */
import type { Part } from "./wine-data";

/** Brand: Korean, English, country, region (Korean), sub-class, base ingredient (Korean). */
export type Brand = [ko: string, en: string, country: string, region: string, clasMCd: string, base: string];

export const WHISKY_BRANDS: Brand[] = [
  ["맥캘란", "The Macallan", "GB", "스페이사이드", "2010", "몰트 보리"],
  ["글렌피딕", "Glenfiddich", "GB", "스페이사이드", "2010", "몰트 보리"],
  ["글렌리벳", "The Glenlivet", "GB", "스페이사이드", "2010", "몰트 보리"],
  ["발베니", "The Balvenie", "GB", "스페이사이드", "2010", "몰트 보리"],
  ["라프로익", "Laphroaig", "GB", "아일라", "2010", "피트 몰트 보리"],
  ["아드벡", "Ardbeg", "GB", "아일라", "2010", "피트 몰트 보리"],
  ["탈리스커", "Talisker", "GB", "스카이섬", "2010", "몰트 보리"],
  ["글렌모렌지", "Glenmorangie", "GB", "하이랜드", "2010", "몰트 보리"],
  ["달모어", "The Dalmore", "GB", "하이랜드", "2010", "몰트 보리"],
  ["조니워커", "Johnnie Walker", "GB", "스코틀랜드", "2020", "몰트·그레인"],
  ["발렌타인", "Ballantine's", "GB", "스코틀랜드", "2020", "몰트·그레인"],
  ["시바스 리갈", "Chivas Regal", "GB", "스코틀랜드", "2020", "몰트·그레인"],
  ["몽키 숄더", "Monkey Shoulder", "GB", "스코틀랜드", "2020", "몰트 보리"],
  ["제임슨", "Jameson", "IE", "코크", "2020", "보리"],
  ["버팔로 트레이스", "Buffalo Trace", "US", "켄터키", "2030", "옥수수"],
  ["메이커스 마크", "Maker's Mark", "US", "켄터키", "2030", "옥수수·밀"],
  ["와일드 터키", "Wild Turkey", "US", "켄터키", "2030", "옥수수·호밀"],
  ["우드포드 리저브", "Woodford Reserve", "US", "켄터키", "2030", "옥수수"],
  ["잭 다니엘", "Jack Daniel's", "US", "테네시", "2030", "옥수수"],
  ["야마자키", "Yamazaki", "JP", "오사카", "2040", "몰트 보리"],
  ["히비키", "Hibiki", "JP", "오사카", "2040", "몰트·그레인"],
  ["하쿠슈", "Hakushu", "JP", "야마나시", "2040", "몰트 보리"],
  ["니카 요이치", "Nikka Yoichi", "JP", "홋카이도", "2040", "몰트 보리"],
  ["카발란", "Kavalan", "TW", "이란", "2040", "몰트 보리"],
];
export const WHISKY_EXPRESSIONS: Part[] = [
  ["12년", "12 Year Old"],
  ["15년", "15 Year Old"],
  ["18년", "18 Year Old"],
  ["21년", "21 Year Old"],
  ["25년", "25 Year Old"],
  ["더블 캐스크", "Double Cask"],
  ["셰리 오크", "Sherry Oak"],
  ["캐스크 스트렝스", "Cask Strength"],
  ["싱글 배럴", "Single Barrel"],
  ["포트 캐스크 피니시", "Port Cask Finish"],
  ["스몰 배치", "Small Batch"],
  ["논 에이지", "No Age Statement"],
  ["트리플 우드", "Triple Wood"],
  ["쿼터 캐스크", "Quarter Cask"],
];

export const SPIRIT_BRANDS: Brand[] = [
  ["헨드릭스", "Hendrick's", "GB", "스코틀랜드", "3010", "주니퍼베리"],
  ["탱커레이", "Tanqueray", "GB", "잉글랜드", "3010", "주니퍼베리"],
  ["봄베이 사파이어", "Bombay Sapphire", "GB", "잉글랜드", "3010", "주니퍼베리"],
  ["몽키 47", "Monkey 47", "DE", "슈바르츠발트", "3010", "주니퍼베리"],
  ["그레이 구스", "Grey Goose", "FR", "코냑", "3020", "밀"],
  ["앱솔루트", "Absolut", "SE", "오후스", "3020", "밀"],
  ["벨루가", "Beluga", "RU", "시베리아", "3020", "보리"],
  ["바카디", "Bacardi", "PR", "카타뇨", "3030", "사탕수수 당밀"],
  ["론 자카파", "Ron Zacapa", "GT", "케찰테낭고", "3030", "사탕수수"],
  ["디플로마티코", "Diplomatico", "VE", "라라", "3030", "사탕수수"],
  ["패트론", "Patron", "MX", "할리스코", "3040", "블루 아가베"],
  ["돈 훌리오", "Don Julio", "MX", "할리스코", "3040", "블루 아가베"],
  ["호세 쿠엘보", "Jose Cuervo", "MX", "할리스코", "3040", "블루 아가베"],
  ["헤네시", "Hennessy", "FR", "코냑", "3050", "위니 블랑 포도"],
  ["레미 마르탱", "Remy Martin", "FR", "코냑", "3050", "위니 블랑 포도"],
  ["마르텔", "Martell", "FR", "코냑", "3050", "위니 블랑 포도"],
  ["샤토 드 로바드", "Chateau de Laubade", "FR", "아르마냑", "3050", "바코 포도"],
];
export const SPIRIT_EXPRESSIONS: Record<string, Part[]> = {
  "3010": [
    ["런던 드라이", "London Dry"],
    ["오리지널", "Original"],
    ["넘버 텐", "No. Ten"],
    ["시트러스", "Citrus"],
    ["네이비 스트렝스", "Navy Strength"],
  ],
  "3020": [
    ["오리지널", "Original"],
    ["엘릭스", "Elyx"],
    ["골드 라인", "Gold Line"],
    ["시트론", "Citron"],
    ["라 포아", "La Poire"],
  ],
  "3030": [
    ["카르타 블랑카", "Carta Blanca"],
    ["23년 솔레라", "23 Solera"],
    ["레세르바 엑스클루시바", "Reserva Exclusiva"],
    ["스파이스드", "Spiced"],
    ["XO", "XO"],
  ],
  "3040": [
    ["블랑코", "Blanco"],
    ["레포사도", "Reposado"],
    ["아녜호", "Anejo"],
    ["1942", "1942"],
    ["실버", "Silver"],
  ],
  "3050": [
    ["VS", "VS"],
    ["VSOP", "VSOP"],
    ["XO", "XO"],
    ["나폴레옹", "Napoleon"],
    ["엑스트라", "Extra"],
  ],
};

export const SAKE_BREWERIES: Part[] = [
  ["닷사이", "Dassai"],
  ["쿠보타", "Kubota"],
  ["핫카이산", "Hakkaisan"],
  ["쥬욘다이", "Juyondai"],
  ["고쿠류", "Kokuryu"],
  ["가모츠루", "Kamotsuru"],
  ["겟케이칸", "Gekkeikan"],
  ["다카시미즈", "Takashimizu"],
  ["우라가스미", "Urakasumi"],
  ["데와자쿠라", "Dewazakura"],
];
export const SAKE_GRADES: [ko: string, en: string, clasMCd: string][] = [
  ["준마이", "Junmai", "4010"],
  ["혼조조", "Honjozo", "4010"],
  ["준마이 긴조", "Junmai Ginjo", "4020"],
  ["긴조", "Ginjo", "4020"],
  ["준마이 다이긴조", "Junmai Daiginjo", "4030"],
  ["다이긴조", "Daiginjo", "4030"],
];
export const SAKE_RICE: Part[] = [
  ["야마다니시키", "Yamada Nishiki"],
  ["오마치", "Omachi"],
  ["고햐쿠만고쿠", "Gohyakumangoku"],
  ["미야마니시키", "Miyama Nishiki"],
];

/** Traditional Korean liquor: name, English, region, sub-class, base, ABV, volume, price. */
export const TRADITIONAL: [string, string, string, string, string, number, number, number][] = [
  ["복순도가 손막걸리", "Boksoondoga Son Makgeolli", "울산", "5010", "쌀", 6.5, 935, 12_000],
  ["느린마을 막걸리", "Neurin Maeul Makgeolli", "경기 포천", "5010", "쌀", 6, 750, 4_500],
  ["해창 막걸리", "Haechang Makgeolli", "전남 해남", "5010", "찹쌀·멥쌀", 9, 900, 11_000],
  ["송명섭 막걸리", "Song Myungseob Makgeolli", "전북 정읍", "5010", "쌀", 6, 750, 5_000],
  ["이화백주", "Ewha Baekju", "경기 평택", "5010", "쌀", 6, 940, 16_000],
  ["한산소곡주", "Hansan Sogokju", "충남 서천", "5020", "찹쌀", 18, 700, 20_000],
  ["경주법주", "Gyeongju Beopju", "경북 경주", "5020", "찹쌀", 13, 700, 15_000],
  ["면천두견주", "Myeoncheon Dugyeonju", "충남 당진", "5020", "찹쌀·진달래", 18, 500, 25_000],
  ["백세주", "Baekseju", "경기 가평", "5020", "쌀·구기자", 13, 375, 6_000],
  ["화요 25", "Hwayo 25", "경기 여주", "5030", "쌀", 25, 375, 12_000],
  ["화요 41", "Hwayo 41", "경기 여주", "5030", "쌀", 41, 500, 38_000],
  ["화요 XP", "Hwayo XP", "경기 여주", "5030", "쌀", 41, 750, 68_000],
  ["안동소주 명인", "Andong Soju Myeongin", "경북 안동", "5030", "쌀", 45, 800, 45_000],
  ["문배주", "Munbaeju", "경기 김포", "5030", "조·수수", 40, 700, 55_000],
  ["일품진로 18년", "Ilpoom Jinro 18", "충북 청주", "5030", "쌀", 25, 375, 33_000],
  ["려 증류소주", "Ryeo Soju", "경기 여주", "5030", "고구마", 40, 375, 30_000],
  ["오미자 와인 오미로제", "Omy Rose Sparkling", "경북 문경", "5040", "오미자", 12, 750, 39_000],
  ["샤토 미소 로제", "Chateau Miso Rose", "충북 영동", "5040", "캠벨 얼리 포도", 12, 750, 28_000],
  ["복분자주", "Bokbunja-ju", "전북 고창", "5040", "복분자", 15, 375, 9_000],
  ["추사 애플 브랜디", "Chusa Apple Brandy", "충남 예산", "5040", "사과", 40, 500, 42_000],
];
export const TRADITIONAL_EDITIONS: Part[] = [
  ["", ""],
  ["선물세트", "Gift Set"],
  ["한정판", "Limited Edition"],
  ["숙성", "Aged"],
  ["미니", "Mini"],
  ["명절 에디션", "Holiday Edition"],
  ["프리미엄", "Premium"],
  ["오크 숙성", "Oak Aged"],
  ["블랙", "Black"],
  ["스페셜", "Special"],
];

export const BREWERIES: [ko: string, en: string, country: string, region: string][] = [
  ["바이엔슈테판", "Weihenstephaner", "DE", "바이에른"],
  ["파울라너", "Paulaner", "DE", "뮌헨"],
  ["필스너 우르켈", "Pilsner Urquell", "CZ", "플젠"],
  ["기네스", "Guinness", "IE", "더블린"],
  ["시에라 네바다", "Sierra Nevada", "US", "캘리포니아"],
  ["브루독", "BrewDog", "GB", "스코틀랜드"],
  ["듀벨", "Duvel", "BE", "브레이동크"],
  ["히타치노 네스트", "Hitachino Nest", "JP", "이바라키"],
  ["제주맥주", "Jeju Beer", "KR", "제주"],
  ["더부스", "The Booth", "KR", "서울"],
];
export const BEER_STYLES: [ko: string, en: string, clasMCd: string, abv: number][] = [
  ["헬레스 라거", "Helles Lager", "6010", 5],
  ["필스너", "Pilsner", "6010", 4.8],
  ["바이스비어", "Hefeweissbier", "6020", 5.4],
  ["벨지안 화이트", "Belgian White", "6020", 5.3],
  ["페일 에일", "Pale Ale", "6020", 5.6],
  ["세션 IPA", "Session IPA", "6030", 4.5],
  ["헤이지 IPA", "Hazy IPA", "6030", 6.5],
  ["더블 IPA", "Double IPA", "6030", 8],
  ["드라이 스타우트", "Dry Stout", "6040", 4.2],
  ["임페리얼 스타우트", "Imperial Stout", "6040", 10],
];
export const BEER_PACKS: [ko: string, en: string, ml: number, mult: number][] = [
  ["330ml", "330ml", 330, 1],
  ["500ml", "500ml", 500, 1.4],
  ["4캔 세트", "4-Can Pack", 1760, 3.6],
];

/** Accessory brands and items: brand, English, country, item kinds of the brand. */
export const ACCESSORY_BRANDS: [ko: string, en: string, country: string, kinds: string][] = [
  ["리델", "Riedel", "AT", "gd"],
  ["잘토", "Zalto", "AT", "gd"],
  ["슈피겔라우", "Spiegelau", "DE", "gd"],
  ["쇼트 즈위젤", "Schott Zwiesel", "DE", "gd"],
  ["풀텍스", "Pulltex", "ES", "oa"],
  ["코라빈", "Coravin", "US", "oa"],
  ["르크루제", "Le Creuset", "FR", "oa"],
  ["라귀올", "Laguiole", "FR", "o"],
  ["유로카브", "EuroCave", "FR", "c"],
  ["라셀르", "Lasel", "KR", "ca"],
];
/** Accessory kinds: letter → sub-class and items (Korean, English, price). */
export const ACCESSORY_ITEMS: Record<string, [string, [string, string, number][]]> = {
  g: [
    "7010",
    [
      ["보르도 와인잔 2개입", "Bordeaux Glass 2P", 59_000],
      ["부르고뉴 와인잔 2개입", "Burgundy Glass 2P", 64_000],
      ["샴페인 플루트 2개입", "Champagne Flute 2P", 52_000],
      ["유니버설 와인잔", "Universal Glass", 38_000],
      ["위스키 테이스팅 글라스", "Whisky Tasting Glass", 29_000],
    ],
  ],
  o: [
    "7020",
    [
      ["소믈리에 나이프", "Sommelier Knife", 35_000],
      ["레버형 오프너", "Lever Corkscrew", 89_000],
      ["전동 오프너", "Electric Opener", 49_000],
    ],
  ],
  d: [
    "7030",
    [
      ["디캔터 1L", "Decanter 1L", 120_000],
      ["스완 디캔터", "Swan Decanter", 210_000],
    ],
  ],
  a: [
    "7040",
    [
      ["와인 스토퍼 2개입", "Wine Stopper 2P", 15_000],
      ["와인 보존 시스템", "Wine Preservation System", 390_000],
      ["아이스 버킷", "Ice Bucket", 45_000],
      ["와인 푸어러", "Wine Pourer", 12_000],
    ],
  ],
  c: [
    "7040",
    [
      ["와인 셀러 8병", "Wine Cellar 8 Bottles", 290_000],
      ["와인 셀러 24병", "Wine Cellar 24 Bottles", 690_000],
    ],
  ],
};
export const ACCESSORY_COLOURS: Part[] = [
  ["", ""],
  ["블랙", "Black"],
  ["실버", "Silver"],
  ["골드", "Gold"],
  ["화이트", "White"],
];
