/**
 * Name parts of the seeded wines (docs/decisions/201-catalogue-seed.md): producers with their
 * country and region, grapes per type, cuvée words. Korean first, English second.
 */

export type Part = [ko: string, en: string];
/** Producer: Korean, English, country, region (Korean), wine types it makes (r w p s d f). */
export type Producer = [ko: string, en: string, country: string, region: string, types: string];

export const WINE_PRODUCERS: Producer[] = [
  ["샤토 라투르", "Chateau Latour", "FR", "보르도", "r"],
  ["샤토 탈보", "Chateau Talbot", "FR", "보르도", "rw"],
  ["샤토 몽페라", "Chateau Mont-Perat", "FR", "보르도", "rw"],
  ["루이 자도", "Louis Jadot", "FR", "부르고뉴", "rw"],
  ["조셉 드루앵", "Joseph Drouhin", "FR", "부르고뉴", "rw"],
  ["윌리엄 페브르", "William Fevre", "FR", "샤블리", "w"],
  ["이 기갈", "E. Guigal", "FR", "론", "rwp"],
  ["엠 샤푸티에", "M. Chapoutier", "FR", "론", "rw"],
  ["미라발", "Miraval", "FR", "프로방스", "p"],
  ["위스퍼링 엔젤", "Whispering Angel", "FR", "프로방스", "p"],
  ["모엣 샹동", "Moet & Chandon", "FR", "샹파뉴", "s"],
  ["뵈브 클리코", "Veuve Clicquot", "FR", "샹파뉴", "s"],
  ["테탱저", "Taittinger", "FR", "샹파뉴", "s"],
  ["볼랭저", "Bollinger", "FR", "샹파뉴", "s"],
  ["트림바크", "Trimbach", "FR", "알자스", "w"],
  ["샤토 디켐", "Chateau d'Yquem", "FR", "소테른", "d"],
  ["안티노리", "Antinori", "IT", "토스카나", "rw"],
  ["프레스코발디", "Frescobaldi", "IT", "토스카나", "r"],
  ["반피", "Banfi", "IT", "몬탈치노", "r"],
  ["폰타나프레다", "Fontanafredda", "IT", "피에몬테", "r"],
  ["간치아", "Gancia", "IT", "피에몬테", "sd"],
  ["마시", "Masi", "IT", "베네토", "r"],
  ["산타 마르게리타", "Santa Margherita", "IT", "알토 아디제", "ws"],
  ["미오네토", "Mionetto", "IT", "베네토", "s"],
  ["토레스", "Torres", "ES", "페네데스", "rwp"],
  ["마르케스 데 리스칼", "Marques de Riscal", "ES", "리오하", "rw"],
  ["베가 시실리아", "Vega Sicilia", "ES", "리베라 델 두에로", "r"],
  ["프레시넷", "Freixenet", "ES", "카바", "s"],
  ["곤잘레스 비아스", "Gonzalez Byass", "ES", "헤레스", "f"],
  ["그라함", "Graham's", "PT", "도우루", "f"],
  ["테일러스", "Taylor's", "PT", "도우루", "f"],
  ["블랜디스", "Blandy's", "PT", "마데이라", "f"],
  ["카이켄", "Kaiken", "AR", "멘도사", "rw"],
  ["카테나 자파타", "Catena Zapata", "AR", "멘도사", "rw"],
  ["트라피체", "Trapiche", "AR", "멘도사", "rw"],
  ["산타 리타", "Santa Rita", "CL", "마이포 밸리", "rwp"],
  ["몬테스", "Montes", "CL", "콜차과 밸리", "rw"],
  ["콘차 이 토로", "Concha y Toro", "CL", "마이포 밸리", "rws"],
  ["로버트 몬다비", "Robert Mondavi", "US", "나파 밸리", "rw"],
  ["베린저", "Beringer", "US", "나파 밸리", "rwp"],
  ["켄달 잭슨", "Kendall-Jackson", "US", "소노마", "rw"],
  ["오퍼스 원", "Opus One", "US", "나파 밸리", "r"],
  ["펜폴즈", "Penfolds", "AU", "바로사 밸리", "rw"],
  ["옐로우 테일", "Yellow Tail", "AU", "사우스 이스턴 오스트레일리아", "rwps"],
  ["울프 블라스", "Wolf Blass", "AU", "바로사 밸리", "rw"],
  ["클라우디 베이", "Cloudy Bay", "NZ", "말버러", "rws"],
  ["킴 크로포드", "Kim Crawford", "NZ", "말버러", "wp"],
  ["빌라 마리아", "Villa Maria", "NZ", "말버러", "rw"],
  ["닥터 루젠", "Dr. Loosen", "DE", "모젤", "wd"],
  ["슐로스 요하니스베르크", "Schloss Johannisberg", "DE", "라인가우", "wd"],
  ["이니스킬린", "Inniskillin", "CA", "나이아가라", "d"],
  ["KWV", "KWV", "ZA", "팔", "rwf"],
  ["그레이스 코슈 와이너리", "Grace Koshu Winery", "JP", "야마나시", "w"],
];

export const GRAPES: Record<string, Part[]> = {
  r: [
    ["카베르네 소비뇽", "Cabernet Sauvignon"],
    ["메를로", "Merlot"],
    ["피노 누아", "Pinot Noir"],
    ["시라", "Syrah"],
    ["쉬라즈", "Shiraz"],
    ["말벡", "Malbec"],
    ["산지오베제", "Sangiovese"],
    ["네비올로", "Nebbiolo"],
    ["템프라니요", "Tempranillo"],
    ["진판델", "Zinfandel"],
    ["그르나슈", "Grenache"],
    ["카르메네르", "Carmenere"],
    ["카베르네 프랑", "Cabernet Franc"],
  ],
  w: [
    ["샤르도네", "Chardonnay"],
    ["소비뇽 블랑", "Sauvignon Blanc"],
    ["리슬링", "Riesling"],
    ["피노 그리지오", "Pinot Grigio"],
    ["슈냉 블랑", "Chenin Blanc"],
    ["게뷔르츠트라미너", "Gewurztraminer"],
    ["비오니에", "Viognier"],
    ["알바리뇨", "Albarino"],
    ["세미용", "Semillon"],
  ],
  p: [
    ["그르나슈 로제", "Grenache Rose"],
    ["생소 로제", "Cinsault Rose"],
    ["피노 누아 로제", "Pinot Noir Rose"],
    ["시라 로제", "Syrah Rose"],
  ],
  s: [
    ["브뤼", "Brut"],
    ["엑스트라 브뤼", "Extra Brut"],
    ["브뤼 로제", "Brut Rose"],
    ["블랑 드 블랑", "Blanc de Blancs"],
    ["프로세코", "Prosecco"],
    ["모스카토 다스티", "Moscato d'Asti"],
  ],
  d: [
    ["레이트 하베스트", "Late Harvest"],
    ["아이스바인", "Icewine"],
    ["소테른", "Sauternes"],
    ["토카이 아수", "Tokaji Aszu"],
    ["모스카토", "Moscato"],
  ],
  f: [
    ["루비 포트", "Ruby Port"],
    ["토니 포트", "Tawny Port"],
    ["빈티지 포트", "Vintage Port"],
    ["피노 셰리", "Fino Sherry"],
    ["올로로소 셰리", "Oloroso Sherry"],
    ["마데이라", "Madeira"],
  ],
};

export const CUVEES: Part[] = [
  ["", ""],
  ["리저브", "Reserve"],
  ["그랑 리저브", "Gran Reserva"],
  ["에스테이트", "Estate"],
  ["싱글 빈야드", "Single Vineyard"],
  ["클래식", "Classic"],
  ["셀렉션", "Selection"],
  ["올드 바인", "Old Vine"],
  ["퀴베 프레스티지", "Cuvee Prestige"],
  ["울트라", "Ultra"],
  ["시그니처", "Signature"],
  ["리제르바", "Riserva"],
];

/** Sub-class, tannin default and colour of each wine type letter. */
export const WINE_TYPES: Record<string, { clasMCd: string; tannin: boolean; abv: [number, number] }> = {
  r: { clasMCd: "1010", tannin: true, abv: [12.5, 15] },
  w: { clasMCd: "1020", tannin: false, abv: [11, 14] },
  p: { clasMCd: "1030", tannin: false, abv: [11.5, 13.5] },
  s: { clasMCd: "1040", tannin: false, abv: [11, 12.5] },
  d: { clasMCd: "1050", tannin: false, abv: [9, 13] },
  f: { clasMCd: "1060", tannin: false, abv: [17, 20.5] },
};

/** Aroma, palate and finish phrases per wine type letter. */
export const WINE_NOTES: Record<string, [string[], string[], string[]]> = {
  r: [
    [
      "블랙베리와 자두",
      "체리와 제비꽃",
      "카시스와 삼나무",
      "블루베리와 후추",
      "말린 무화과와 가죽",
      "라즈베리와 바닐라",
    ],
    ["부드러운 탄닌과 풍성한 과실", "촘촘한 탄닌과 단단한 구조", "실키한 질감과 산뜻한 산도", "진한 과실과 스파이시함"],
    ["긴 여운의 초콜릿 향", "은은한 오크와 스모키함", "깔끔하게 떨어지는 마무리", "달콤한 향신료의 여운"],
  ],
  w: [
    ["레몬과 청사과", "복숭아와 흰 꽃", "자몽과 풀 내음", "파인애플과 버터", "라임과 미네랄"],
    ["생기 있는 산도와 시트러스", "크리미한 질감과 열대과일", "드라이하고 깔끔한 과실", "꿀과 견과류의 풍미"],
    ["상큼하게 이어지는 여운", "미네랄이 남는 깔끔한 마무리", "은은한 오크의 여운"],
  ],
  p: [
    ["딸기와 장미", "수박과 복숭아", "라즈베리와 허브"],
    ["가볍고 산뜻한 과실", "드라이하고 섬세한 산도"],
    ["짧고 깔끔한 여운", "상큼한 베리의 여운"],
  ],
  s: [
    ["구운 빵과 사과", "브리오슈와 레몬", "배와 흰 꽃", "아카시아와 청포도"],
    ["섬세한 기포와 크리미한 질감", "경쾌한 기포와 상큼한 산도"],
    ["고소한 견과의 여운", "상쾌하게 이어지는 마무리"],
  ],
  d: [
    ["살구와 꿀", "말린 과일과 캐러멜", "오렌지 껍질과 사프란"],
    ["농밀한 단맛과 균형 잡힌 산도", "진한 꿀과 열대과일"],
    ["길고 달콤한 여운", "꿀이 남는 긴 마무리"],
  ],
  f: [
    ["건포도와 초콜릿", "호두와 캐러멜", "말린 자두와 커피"],
    ["묵직한 단맛과 따뜻한 알코올", "견과류와 산화 숙성의 풍미"],
    ["아주 긴 여운", "스파이시한 마무리"],
  ],
};
