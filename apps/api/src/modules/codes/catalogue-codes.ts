import { CATALOGUE_CODE_GROUPS } from "@cellar/contracts";

/** [cd, Korean, English, attr1] */
type Row = [cd: string, cdNm: string, cdEngNm: string, attr1?: string];

/** Large classes (attr1 null) and sub-classes (attr1 = large class). */
export const CATEGORY_ROWS: Row[] = [
  ["10", "와인", "Wine"],
  ["1010", "레드 와인", "Red wine", "10"],
  ["1020", "화이트 와인", "White wine", "10"],
  ["1030", "로제 와인", "Rosé wine", "10"],
  ["1040", "스파클링 와인", "Sparkling wine", "10"],
  ["1050", "디저트 와인", "Dessert wine", "10"],
  ["1060", "주정강화 와인", "Fortified wine", "10"],
  ["20", "위스키", "Whisky"],
  ["2010", "싱글 몰트", "Single malt", "20"],
  ["2020", "블렌디드", "Blended", "20"],
  ["2030", "버번·아메리칸", "Bourbon & American", "20"],
  ["2040", "아시안 위스키", "Asian whisky", "20"],
  ["30", "스피리츠", "Spirits"],
  ["3010", "진", "Gin", "30"],
  ["3020", "보드카", "Vodka", "30"],
  ["3030", "럼", "Rum", "30"],
  ["3040", "테킬라", "Tequila", "30"],
  ["3050", "브랜디·코냑", "Brandy & Cognac", "30"],
  ["40", "사케", "Sake"],
  ["4010", "준마이·혼조조", "Junmai & Honjozo", "40"],
  ["4020", "긴조", "Ginjo", "40"],
  ["4030", "다이긴조", "Daiginjo", "40"],
  ["50", "전통주", "Korean traditional liquor"],
  ["5010", "막걸리", "Makgeolli", "50"],
  ["5020", "약주·청주", "Yakju & Cheongju", "50"],
  ["5030", "증류식 소주", "Distilled soju", "50"],
  ["5040", "과실주", "Fruit wine", "50"],
  ["60", "맥주", "Beer"],
  ["6010", "라거", "Lager", "60"],
  ["6020", "에일", "Ale", "60"],
  ["6030", "IPA", "IPA", "60"],
  ["6040", "스타우트", "Stout", "60"],
  ["70", "와인용품", "Accessories"],
  ["7010", "글라스", "Glassware", "70"],
  ["7020", "오프너", "Openers", "70"],
  ["7030", "디캔터", "Decanters", "70"],
  ["7040", "보관·서빙", "Storage & serving", "70"],
];

export const COUNTRY_ROWS: Row[] = [
  ["FR", "프랑스", "France"],
  ["IT", "이탈리아", "Italy"],
  ["ES", "스페인", "Spain"],
  ["PT", "포르투갈", "Portugal"],
  ["DE", "독일", "Germany"],
  ["AT", "오스트리아", "Austria"],
  ["US", "미국", "United States"],
  ["CL", "칠레", "Chile"],
  ["AR", "아르헨티나", "Argentina"],
  ["AU", "호주", "Australia"],
  ["NZ", "뉴질랜드", "New Zealand"],
  ["ZA", "남아프리카공화국", "South Africa"],
  ["CA", "캐나다", "Canada"],
  ["GB", "영국", "United Kingdom"],
  ["IE", "아일랜드", "Ireland"],
  ["JP", "일본", "Japan"],
  ["TW", "대만", "Taiwan"],
  ["KR", "대한민국", "South Korea"],
  ["MX", "멕시코", "Mexico"],
  ["SE", "스웨덴", "Sweden"],
  ["RU", "러시아", "Russia"],
  ["PR", "푸에르토리코", "Puerto Rico"],
  ["GT", "과테말라", "Guatemala"],
  ["VE", "베네수엘라", "Venezuela"],
  ["BE", "벨기에", "Belgium"],
  ["CZ", "체코", "Czechia"],
];

export const PAIRING_ROWS: Row[] = [
  ["BEEF", "소고기", "Beef"],
  ["PORK", "돼지고기", "Pork"],
  ["LAMB", "양고기", "Lamb"],
  ["CHICKEN", "닭고기", "Chicken"],
  ["SEAFOOD", "해산물", "Seafood"],
  ["SASHIMI", "회·초밥", "Sashimi & sushi"],
  ["CHEESE", "치즈", "Cheese"],
  ["PASTA", "파스타·피자", "Pasta & pizza"],
  ["SALAD", "샐러드", "Salad"],
  ["KOREAN", "한식", "Korean food"],
  ["SPICY", "매운 음식", "Spicy food"],
  ["DESSERT", "디저트", "Dessert"],
  ["FRUIT", "과일", "Fruit"],
  ["CHOCOLATE", "초콜릿", "Chocolate"],
];

const SORT_ROWS: Row[] = [
  ["01", "추천순", "Recommended"],
  ["02", "신상품순", "Newest"],
  ["03", "낮은 가격순", "Price: low to high"],
  ["04", "높은 가격순", "Price: high to low"],
  ["05", "평점순", "Top rated"],
  ["06", "리뷰 많은순", "Most reviewed"],
];

/** attr1 is "min-max" in won; either side may be empty. */
export const PRICE_ROWS: Row[] = [
  ["P1", "3만원 이하", "Up to ₩30,000", "-30000"],
  ["P2", "3만~5만원", "₩30,000–50,000", "30000-50000"],
  ["P3", "5만~10만원", "₩50,000–100,000", "50000-100000"],
  ["P4", "10만~30만원", "₩100,000–300,000", "100000-300000"],
  ["P5", "30만원 이상", "₩300,000 and up", "300000-"],
];

const SCORE_ROWS: Row[] = [
  ["95", "95점 이상", "95 and up"],
  ["90", "90점 이상", "90 and up"],
  ["85", "85점 이상", "85 and up"],
];

const REPORT_ROWS: Row[] = [
  ["01", "욕설·비방", "Abuse or insults"],
  ["02", "광고·홍보", "Advertising"],
  ["03", "상품과 관련 없는 내용", "Unrelated to the product"],
  ["04", "개인정보 노출", "Personal information"],
  ["05", "음란·선정적인 내용", "Obscene content"],
  ["99", "기타", "Other"],
];

const G = CATALOGUE_CODE_GROUPS;
/** Every catalogue code group with its rows, in the order they are seeded. */
export const CATALOGUE_CODE_ROWS: [string, Row[]][] = [
  [G.category, CATEGORY_ROWS],
  [G.country, COUNTRY_ROWS],
  [G.pairing, PAIRING_ROWS],
  [G.sort, SORT_ROWS],
  [G.price, PRICE_ROWS],
  [G.score, SCORE_ROWS],
  [G.reviewReport, REPORT_ROWS],
];

export const categoryName = (cd: string) => CATEGORY_ROWS.find((r) => r[0] === cd)?.[1] ?? cd;
export const countryName = (cd: string) => COUNTRY_ROWS.find((r) => r[0] === cd)?.[1] ?? cd;
export const countryEngName = (cd: string) => COUNTRY_ROWS.find((r) => r[0] === cd)?.[2] ?? cd;
