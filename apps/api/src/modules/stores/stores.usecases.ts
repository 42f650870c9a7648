import {
  ADDRESS_LOOKUP_MAX_KM,
  STORE_STOCK_LOOKUP_LIMIT,
  type Store,
  type StoreService,
  type StoreStockItem,
  thumbnailUrl,
} from "@cellar/contracts";
import type { Clock } from "../../app/clock";
import { AppError } from "../../app/http/errors";
import type { Db } from "../../app/query";
import { productNameMatch, searchPlan } from "../search";
import { hhmm, isOpenAt } from "./store-hours";
import type * as StoresRepository from "./stores.repository";

export type StoresDeps = { repo: typeof StoresRepository; db: Db; clock: Clock };

export type StoreListInput = {
  keyword?: string;
  region?: string;
  openNow?: "true" | "false";
  services?: StoreService[];
  favoriteOnly?: "true" | "false";
};

function toStore(row: StoresRepository.StoreRow, now: Date): Store {
  return {
    tnantCd: row.tnantCd,
    tnantNm: row.tnantNm,
    region: row.region,
    district: row.district,
    baseAddr: row.baseAddr,
    detailAddr: row.detailAddr,
    tel: row.tel,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    openTime: hhmm(row.openTime),
    closeTime: hhmm(row.closeTime),
    isOpen: isOpenAt(row.openTime, row.closeTime, now),
    services: { pickup: row.pickup, wineKeep: row.wineKeep, tasting: row.tasting },
    favorite: row.favorite,
  };
}

/** The store list (SPEC §7 GET /api/tnant): favourites first, then by name. */
export async function storeList(deps: StoresDeps, input: StoreListInput, mberNo: string | null): Promise<Store[]> {
  const rows = await deps.repo.listStores(
    deps.db,
    {
      keyword: input.keyword || undefined,
      region: input.region,
      services: [...new Set(input.services ?? [])],
      favoriteOnly: input.favoriteOnly === "true",
    },
    mberNo,
  );
  const now = deps.clock();
  const stores = rows.map((r) => toStore(r, now));
  return input.openNow === "true" ? stores.filter((s) => s.isOpen) : stores;
}

export async function storeDetail(deps: StoresDeps, tnantCd: string, mberNo: string | null): Promise<Store> {
  const row = await deps.repo.findStore(deps.db, tnantCd, mberNo);
  if (!row) throw new AppError("notFound");
  return toStore(row, deps.clock());
}

async function requireStore(deps: StoresDeps, tnantCd: string): Promise<void> {
  if (!(await deps.repo.storeExists(deps.db, tnantCd))) throw new AppError("notFound");
}

/** Marking a favourite twice keeps one mark. */
export async function addFavorite(deps: StoresDeps, mberNo: string, tnantCd: string): Promise<null> {
  await requireStore(deps, tnantCd);
  await deps.repo.insertFavorite(deps.db, mberNo, tnantCd, deps.clock());
  return null;
}

/** Unmarking a store that is not a favourite succeeds (the star may be out of date); no store is 404. */
export async function removeFavorite(deps: StoresDeps, mberNo: string, tnantCd: string): Promise<null> {
  const removed = await deps.repo.deleteFavorite(deps.db, mberNo, tnantCd);
  if (removed === 0) await requireStore(deps, tnantCd);
  return null;
}

export async function pickupStore(deps: StoresDeps, mberNo: string): Promise<Store | null> {
  const tnantCd = await deps.repo.findPickupCode(deps.db, mberNo);
  return tnantCd ? storeDetail(deps, tnantCd, mberNo) : null;
}

export async function setPickupStore(deps: StoresDeps, mberNo: string, tnantCd: string): Promise<Store> {
  await requireStore(deps, tnantCd);
  await deps.repo.upsertPickup(deps.db, mberNo, tnantCd, deps.clock());
  return storeDetail(deps, tnantCd, mberNo);
}

export async function clearPickupStore(deps: StoresDeps, mberNo: string): Promise<null> {
  await deps.repo.deletePickup(deps.db, mberNo);
  return null;
}

/**
 * The district around a position (docs/decisions/322): the city and district of the nearest store,
 * when one is within ADDRESS_LOOKUP_MAX_KM; otherwise not found.
 */
export async function addressAt(deps: StoresDeps, lat: number, lng: number): Promise<{ address: string }> {
  const nearest = await deps.repo.nearestStore(deps.db, lat, lng);
  if (!nearest || nearest.km > ADDRESS_LOOKUP_MAX_KM) throw new AppError("notFound");
  const city = nearest.baseAddr.split(" ")[0] ?? "";
  return { address: `${city} ${nearest.district}`.trim() };
}

/** A store's stock of the products whose name matches the keyword (SPEC issue 5 stock lookup). */
export async function storeStock(deps: StoresDeps, tnantCd: string, keyword: string): Promise<StoreStockItem[]> {
  await requireStore(deps, tnantCd);
  const plan = searchPlan(keyword);
  if (!plan) return [];
  const rows = await deps.repo.stockAtStore(deps.db, tnantCd, productNameMatch(plan), STORE_STOCK_LOOKUP_LIMIT);
  return rows.map(({ fileId, qty, ...p }) => ({ ...p, imageUrl: thumbnailUrl(fileId), qty: Number(qty) }));
}
