import {
  EXHIBITION_TYPES,
  type Exhibition,
  type ExhibitionType,
  type Home,
  type Promotion,
  type PromotionPeriod,
  thumbnailUrl,
} from "@cellar/contracts";
import type { Clock } from "../../app/clock";
import { AppError } from "../../app/http/errors";
import { PreparedAnswer } from "../../app/http/prepared";
import type { Db } from "../../app/query";
import { seoulDate } from "../../app/seoul-date";
import { likedAmong, toSummary, totalPages } from "../products";
import type * as ExhibitionsRepository from "./exhibitions.repository";

export type ExhibitionsDeps = { repo: typeof ExhibitionsRepository; db: Db; clock: Clock };
type Page = { pageNo: number; pageSize: number };

const HOME_PROMOTIONS = 8;
const HOME_EXHIBITIONS = 6;
const HOME_PRODUCTS = 10;

/** Members-only kinds (SPEC §2: only-one, brand and plan pages need a signed-in member). */
export const MEMBERS_ONLY_TYPES: readonly ExhibitionType[] = [
  EXHIBITION_TYPES.onlyOne,
  EXHIBITION_TYPES.brand,
  EXHIBITION_TYPES.plan,
];

const banner = (r: ExhibitionsRepository.BannerRow) => ({
  title: r.title,
  subtitle: r.subtitle,
  startDate: r.startDate,
  endDate: r.endDate,
  imageUrl: thumbnailUrl(r.fileId),
  bgColor: r.bgColor,
  itemCount: Number(r.itemCount),
});
const toPromotion = (r: ExhibitionsRepository.BannerRow): Promotion => ({ promotionNo: r.no, ...banner(r) });
const toExhibition = (r: ExhibitionsRepository.BannerRow): Exhibition => ({
  exhibitionNo: r.no,
  exhibitionType: r.type as ExhibitionType,
  ...banner(r),
});

function requireMemberFor(type: string, mberNo: string | null) {
  if (!mberNo && MEMBERS_ONLY_TYPES.includes(type as ExhibitionType)) throw new AppError("nonMember");
}

export async function promotions(deps: ExhibitionsDeps, period: PromotionPeriod): Promise<Promotion[]> {
  return (await deps.repo.findPromotions(deps.db, period, seoulDate(deps.clock()))).map(toPromotion);
}

async function items(
  deps: ExhibitionsDeps,
  kind: "promotion" | "exhibition",
  r: ExhibitionsRepository.BannerRow,
  page: Page,
  mberNo: string | null,
) {
  const now = deps.clock();
  const totalCnt = Number(r.itemCount);
  const rows = await deps.repo.pageBannerItems(deps.db, kind, r.no, page, mberNo);
  return {
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCnt,
    totalPages: totalPages(totalCnt, page.pageSize),
    list: rows.map((row) => toSummary(row, now)),
  };
}

export async function promotionDetail(deps: ExhibitionsDeps, promotionNo: string, page: Page, mberNo: string | null) {
  const r = await deps.repo.findPromotion(deps.db, promotionNo);
  if (!r) throw new AppError("notFound", "프로모션을 찾을 수 없습니다");
  return {
    ...toPromotion(r),
    description: r.description ?? "",
    products: await items(deps, "promotion", r, page, mberNo),
  };
}

/** Running exhibitions of a kind; members-only kinds answer NON_MEMBER to a guest. */
export async function exhibitions(
  deps: ExhibitionsDeps,
  type: ExhibitionType,
  mberNo: string | null,
): Promise<Exhibition[]> {
  requireMemberFor(type, mberNo);
  return (await deps.repo.findExhibitions(deps.db, type, seoulDate(deps.clock()))).map(toExhibition);
}

export async function exhibitionDetail(deps: ExhibitionsDeps, exhibitionNo: string, page: Page, mberNo: string | null) {
  const r = await deps.repo.findExhibition(deps.db, exhibitionNo);
  if (!r) throw new AppError("notFound", "기획전을 찾을 수 없습니다");
  requireMemberFor(r.type ?? "", mberNo);
  return {
    ...toExhibition(r),
    contentHtml: r.contentHtml ?? "",
    products: await items(deps, "exhibition", r, page, mberNo),
  };
}

/**
 * What every home answer shares on a day (guests see the first four parts, members all): read at
 * most once per HOME_FRESH_MS per process, concurrent requests sharing the read (decision 451).
 * Six queries planning large statements cost 10–15 ms of database time per answer, which capped the
 * home screen near 160 answers a second; shared, a change of stock, price or banner shows within
 * 10 seconds on every instance (the product lists' cards work the same way, decision 351).
 */
type HomeShared = {
  promotions: Promotion[];
  exhibitions: Exhibition[];
  ranking: Home["ranking"];
  newArrivals: Home["newArrivals"];
  onlyOne: Home["ranking"];
  plans: Exhibition[];
  /** The guest's whole answer, serialised and gzipped once for every guest (decision 351's way). */
  guest: PreparedAnswer<Home>;
  /** Members' answers by which of the shown codes they keep (at most MEMBER_ANSWERS hearts patterns). */
  members: Map<string, PreparedAnswer<Home>>;
  /** The codes shown, in a fixed order (the hearts pattern's positions). */
  codes: string[];
};
const MEMBER_ANSWERS = 256;
export const HOME_FRESH_MS = 10_000;
const homeShared = new WeakMap<object, { day: string; at: number; value: Promise<HomeShared> }>();

function sharedHome(deps: ExhibitionsDeps, now: Date): Promise<HomeShared> {
  const today = seoulDate(now);
  const at = now.getTime();
  const hit = homeShared.get(deps.db);
  if (hit && hit.day === today && at >= hit.at && at - hit.at < HOME_FRESH_MS) return hit.value;
  const value = Promise.all([
    deps.repo.findPromotions(deps.db, "ONGOING", today, HOME_PROMOTIONS),
    deps.repo.findExhibitions(deps.db, EXHIBITION_TYPES.public, today, HOME_EXHIBITIONS),
    deps.repo.homeProducts(deps.db, "ranking", HOME_PRODUCTS, null),
    deps.repo.homeProducts(deps.db, "newArrivals", HOME_PRODUCTS, null),
    deps.repo.homeProducts(deps.db, "memberOnly", HOME_PRODUCTS, null),
    deps.repo.findExhibitions(deps.db, EXHIBITION_TYPES.plan, today, HOME_EXHIBITIONS),
  ])
    .then(([promos, exhibits, ranking, newArrivals, onlyOne, plans]) => ({
      promotions: promos.map(toPromotion),
      exhibitions: exhibits.map(toExhibition),
      ranking: ranking.map((r) => toSummary(r, now)),
      newArrivals: newArrivals.map((r) => toSummary(r, now)),
      onlyOne: onlyOne.map((r) => toSummary(r, now)),
      plans: plans.map(toExhibition),
    }))
    .then((parts) => ({
      ...parts,
      members: new Map(),
      codes: [...new Set([...parts.ranking, ...parts.newArrivals, ...parts.onlyOne].map((p) => p.itemCd))],
      guest: new PreparedAnswer<Home>({
        promotions: parts.promotions,
        exhibitions: parts.exhibitions,
        ranking: parts.ranking,
        newArrivals: parts.newArrivals,
        memberOnly: null,
      }),
    }));
  const entry = { day: today, at, value };
  homeShared.set(deps.db, entry);
  value.catch(() => {
    if (homeShared.get(deps.db) === entry) homeShared.delete(deps.db);
  });
  return value;
}

/** Forgets the shared home parts (tests that change the catalogue and look at home at once). */
export function forgetHome(db: object): void {
  homeShared.delete(db);
}

/**
 * Home: carousels, best sellers, new arrivals and, for a member, the members-only corner. The
 * member's hearts are read each time (one index-only read of the wish-list for the codes shown).
 */
export async function home(deps: ExhibitionsDeps, mberNo: string | null): Promise<PreparedAnswer<Home>> {
  const shared = await sharedHome(deps, deps.clock());
  if (!mberNo) return shared.guest;
  const liked = new Set(await likedAmong(deps.db, mberNo, shared.codes));
  // Members keeping the same of these products get the same bytes (serialised and gzipped once).
  const key = shared.codes.map((cd) => (liked.has(cd) ? "1" : "0")).join("");
  const found = shared.members.get(key);
  if (found) return found;
  const hearts = (list: Home["ranking"]) => list.map((p) => (liked.has(p.itemCd) ? { ...p, isAttention: true } : p));
  const answer = new PreparedAnswer<Home>({
    promotions: shared.promotions,
    exhibitions: shared.exhibitions,
    ranking: hearts(shared.ranking),
    newArrivals: hearts(shared.newArrivals),
    memberOnly: { onlyOne: hearts(shared.onlyOne), plans: shared.plans },
  });
  if (shared.members.size < MEMBER_ANSWERS) shared.members.set(key, answer);
  return answer;
}
