import { STORE_REGIONS, STORE_SERVICES, type StoreRegion, type StoreService } from "@cellar/contracts/client";

export type StoreFilters = {
  keyword: string;
  region: StoreRegion | null;
  openNow: boolean;
  services: StoreService[];
  favoriteOnly: boolean;
};

export type StoreView = "list" | "map";

/** What `/store` keeps in its address (CONVENTIONS rule 3): q, region, open, svc (repeated), view, store. */
export type StoreFinderState = { filters: StoreFilters; view: StoreView; store: string | null };

const isRegion = (v: string | null): v is StoreRegion => STORE_REGIONS.includes(v as StoreRegion);
const isService = (v: string): v is StoreService => STORE_SERVICES.includes(v as StoreService);

/** Reads the finder's state from the address; unknown values are dropped, not errors. */
export function readFinderState(search: URLSearchParams): StoreFinderState {
  const region = search.get("region");
  const services = [...new Set(search.getAll("svc").filter(isService))];
  return {
    filters: {
      keyword: (search.get("q") ?? "").trim().slice(0, 50),
      region: isRegion(region) ? region : null,
      openNow: search.get("open") === "1",
      services: STORE_SERVICES.filter((s) => services.includes(s)),
      favoriteOnly: false,
    },
    view: search.get("view") === "map" ? "map" : "list",
    store: search.get("store") || null,
  };
}

/** The address query of a finder state (empty values left out, services in a fixed order). */
export function writeFinderState(state: StoreFinderState): URLSearchParams {
  const out = new URLSearchParams();
  const { filters } = state;
  if (filters.keyword) out.set("q", filters.keyword);
  if (filters.region) out.set("region", filters.region);
  if (filters.openNow) out.set("open", "1");
  for (const s of STORE_SERVICES) if (filters.services.includes(s)) out.append("svc", s);
  if (state.view === "map") out.set("view", "map");
  if (state.store) out.set("store", state.store);
  return out;
}
