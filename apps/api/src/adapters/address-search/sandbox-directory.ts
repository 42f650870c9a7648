/**
 * The address search sandbox's directory (decision 426): real road names with their legal dongs
 * and postcode areas across Korea, with building numbers, lot numbers and building names generated
 * the way the road-name address system writes them. Realistic in shape, not an official record:
 * a real provider answers real addresses.
 */

type Road = {
  sido: string;
  /** "" where the city has no district (세종특별자치시). */
  sigungu: string;
  road: string;
  /** Legal dongs along the road; buildings take them in turn. */
  dongs: readonly string[];
  /** First postcode of the road's stretch; the code moves up every few buildings. */
  zip: number;
  /** First lot number (지번 본번) along the road. */
  lot: number;
  /** Known buildings: [building number, name, lot number, postcode]. */
  known?: ReadonlyArray<readonly [number, string, string, number]>;
};

const SEOUL = "서울특별시";
const BUSAN = "부산광역시";
const GG = "경기도";

/** A road: its province, district, name, legal dongs (space-separated), first postcode and lot number. */
const r = (
  sido: string,
  sigungu: string,
  road: string,
  dongs: string,
  zip: number,
  lot: number,
  known?: Road["known"],
): Road => ({ sido, sigungu, road, dongs: dongs.split(" "), zip, lot, known });

const ROADS: readonly Road[] = [
  r(SEOUL, "강남구", "테헤란로", "역삼동 삼성동", 6130, 640, [[152, "강남파이낸스센터", "737", 6236]]),
  r(SEOUL, "강남구", "압구정로", "압구정동 신사동", 6000, 420),
  r(SEOUL, "강남구", "도산대로", "신사동 논현동", 6040, 530),
  r(SEOUL, "강남구", "선릉로", "대치동 역삼동", 6192, 890),
  r(SEOUL, "서초구", "강남대로", "서초동", 6611, 1303),
  r(SEOUL, "서초구", "반포대로", "반포동 서초동", 6500, 18),
  r(SEOUL, "송파구", "올림픽로", "잠실동 신천동", 5510, 40, [[300, "롯데월드타워", "29", 5551]]),
  r(SEOUL, "중구", "세종대로", "태평로1가 남대문로5가", 4513, 25, [[110, "서울특별시청", "31", 4524]]),
  r(SEOUL, "종로구", "종로", "종로1가 관철동", 3150, 1),
  r(SEOUL, "마포구", "양화로", "서교동 동교동", 4030, 330),
  r(SEOUL, "마포구", "월드컵북로", "성산동 상암동", 3920, 1590),
  r(SEOUL, "용산구", "이태원로", "이태원동 한남동", 4340, 120),
  r(SEOUL, "영등포구", "여의대로", "여의도동", 7320, 20, [[108, "파크원타워", "22", 7335]]),
  r(SEOUL, "영등포구", "국제금융로", "여의도동", 7326, 23, [[10, "서울국제금융센터", "23", 7326]]),
  r(SEOUL, "성동구", "왕십리로", "성수동1가 성수동2가", 4770, 656),
  r(SEOUL, "성동구", "아차산로", "성수동2가", 4790, 270),
  r(SEOUL, "광진구", "능동로", "화양동 군자동", 5010, 1),
  r(SEOUL, "노원구", "동일로", "상계동 공릉동", 1690, 720),
  r(BUSAN, "해운대구", "해운대해변로", "우동 중동", 48093, 620),
  r(BUSAN, "해운대구", "센텀중앙로", "우동 재송동", 48058, 1490, [[97, "센텀스카이비즈", "1505", 48058]]),
  r(BUSAN, "부산진구", "중앙대로", "부전동 범천동", 47285, 168),
  r(BUSAN, "부산진구", "서면로", "부전동", 47291, 241),
  r(BUSAN, "수영구", "광안해변로", "광안동 민락동", 48303, 192),
  r(BUSAN, "중구", "광복로", "광복동1가 광복동2가", 48950, 1),
  r("인천광역시", "연수구", "컨벤시아대로", "송도동", 21998, 20),
  r("인천광역시", "남동구", "인하로", "구월동", 21555, 1130),
  r("대구광역시", "중구", "동성로", "동성로2가 삼덕동1가", 41938, 10),
  r("대구광역시", "수성구", "달구벌대로", "범어동 만촌동", 42020, 180),
  r("대전광역시", "서구", "둔산로", "둔산동", 35204, 1420),
  r("대전광역시", "유성구", "대학로", "궁동 봉명동", 34134, 220),
  r("광주광역시", "서구", "상무중앙로", "치평동", 61945, 1200),
  r("광주광역시", "동구", "금남로", "금남로1가 금남로2가", 61470, 1),
  r("울산광역시", "남구", "삼산로", "삼산동 달동", 44700, 1500),
  r(GG, "성남시 분당구", "판교역로", "백현동 삼평동", 13529, 530),
  r(GG, "성남시 분당구", "정자일로", "정자동", 13556, 1),
  r(GG, "수원시 영통구", "광교중앙로", "하동 이의동", 16514, 1000),
  r(GG, "고양시 일산동구", "중앙로", "장항동 마두동", 10401, 860),
  r(GG, "용인시 수지구", "포은대로", "죽전동 풍덕천동", 16825, 1200),
  r("세종특별자치시", "", "한누리대로", "나성동 어진동", 30121, 700),
  r("제주특별자치도", "제주시", "노형로", "노형동 연동", 63082, 900),
  r("제주특별자치도", "서귀포시", "중문관광로", "색달동 중문동", 63535, 2800),
];

/** Names of apartment complexes, offices and shops, as buildings along Korean roads carry them. */
const APARTMENTS = ["래미안", "힐스테이트", "자이", "푸르지오", "아이파크", "롯데캐슬", "e편한세상", "더샵"];
const OFFICES = ["타워", "빌딩", "프라자", "센터", "오피스텔"];
const PER_ROAD = 9;

export type DirectoryEntry = {
  zip: string;
  sido: string;
  sigungu: string;
  roadNm: string;
  bldNo: number;
  roadAddr: string;
  roadAddrRef: string;
  jibunAddr: string;
  bldNm: string;
  searchText: string;
};

const join = (...parts: string[]) => parts.filter((p) => p !== "").join(" ");

/** The name of the n-th generated building of a road: an apartment, an office, or none. */
function buildingName(road: Road, dong: string, n: number): string {
  const stem = dong.replace(/\d*가$|동$/, "");
  const short = stem.length >= 2 ? stem : dong;
  if (n % 3 === 0) return `${short} ${APARTMENTS[(n + road.road.length) % APARTMENTS.length]}`;
  if (n % 3 === 1) return `${road.road}${OFFICES[(n + road.lot) % OFFICES.length]}`;
  return "";
}

function entry(road: Road, bldNo: number, dong: string, lot: string, bldNm: string, zip: number): DirectoryEntry {
  const roadAddr = join(road.sido, road.sigungu, road.road, String(bldNo));
  const ref = [dong, bldNm].filter((p) => p !== "").join(", ");
  const jibunAddr = join(road.sido, road.sigungu, dong, lot);
  const zipText = String(zip).padStart(5, "0");
  const words = join(roadAddr, jibunAddr, bldNm, zipText);
  return {
    zip: zipText,
    sido: road.sido,
    sigungu: road.sigungu,
    roadNm: road.road,
    bldNo,
    roadAddr,
    roadAddrRef: ref ? `(${ref})` : "",
    jibunAddr,
    bldNm,
    searchText: `${words} ${words.replaceAll(" ", "")}`,
  };
}

/**
 * Every address of the directory (about 370): each road's known buildings and PER_ROAD generated
 * ones, odd building numbers on one side and even on the other, a new postcode every three.
 */
export function sandboxDirectory(): DirectoryEntry[] {
  const all: DirectoryEntry[] = [];
  for (const road of ROADS) {
    const known = new Set((road.known ?? []).map(([no]) => no));
    for (const [no, name, lot, zip] of road.known ?? []) {
      all.push(entry(road, no, road.dongs[0]!, lot, name, zip));
    }
    for (let n = 0; n < PER_ROAD; n++) {
      const bldNo = 2 + n * 14 + (n % 2);
      if (known.has(bldNo)) continue;
      const dong = road.dongs[Math.floor((n * road.dongs.length) / PER_ROAD)]!;
      const lot = n % 4 === 3 ? `${road.lot + n * 3}-${n + 1}` : String(road.lot + n * 3);
      all.push(entry(road, bldNo, dong, lot, buildingName(road, dong, n), road.zip + Math.floor(n / 3)));
    }
  }
  return all.sort(
    (a, b) =>
      a.sido.localeCompare(b.sido, "ko") ||
      a.sigungu.localeCompare(b.sigungu, "ko") ||
      a.roadNm.localeCompare(b.roadNm, "ko") ||
      a.bldNo - b.bldNo,
  );
}
