import { MAP_ERRORS, type MapConfig } from "@cellar/contracts/client";
import { loadScript } from "../../../lib/dom/load-script";
import type { MapAdapter } from "./map-adapter";

export const MAP_SCRIPT_ID = "cellar-maps-sdk";

type KakaoGlobal = { maps?: { load?: (cb: () => void) => void; services?: unknown; MarkerClusterer?: unknown } };
type Loaders = {
  /** The open map's chunk (Leaflet with its clustering plugin), imported on demand. */
  importOpen: () => Promise<{ createLeafletAdapter: (config: MapConfig) => MapAdapter }>;
  importKakao: () => Promise<{ createKakaoAdapter: (kakao: unknown) => MapAdapter }>;
};

const defaultLoaders: Loaders = {
  importOpen: () => import("./leaflet-adapter"),
  importKakao: () => import("./kakao-adapter"),
};

let current: Promise<MapAdapter | null> | null = null;

/**
 * SPEC §4 map library: loaded once; asked again while loading or after it loaded, nothing happens
 * (the same promise). With a provider key the provider's script comes with its `services` and
 * `clusterer` libraries; without one, the open map's own chunk. A script that fails to load is only
 * logged (answer null: the screen keeps its list); a library missing after its script loaded
 * rejects with 'maps library not found after loading script' (SPEC §8). After either, a later call
 * tries again.
 */
export function loadMapLibrary(config: MapConfig, loaders: Loaders = defaultLoaders): Promise<MapAdapter | null> {
  if (current) return current;
  const attempt = (
    config.provider === "kakao" && config.appKey ? loadKakao(config, loaders) : loadOpen(config, loaders)
  )
    .then((adapter) => {
      if (!adapter) current = null;
      return adapter;
    })
    .catch((error: unknown) => {
      current = null;
      throw error;
    });
  current = attempt;
  return attempt;
}

/** Forgets a loaded library (tests). */
export function resetMapLibrary(): void {
  current = null;
}

export function kakaoScriptUrl(config: MapConfig): string {
  const url = new URL(config.scriptUrl);
  url.searchParams.set("appkey", config.appKey ?? "");
  url.searchParams.set("libraries", "services,clusterer");
  url.searchParams.set("autoload", "false");
  return url.toString();
}

async function loadKakao(config: MapConfig, loaders: Loaders): Promise<MapAdapter | null> {
  try {
    await loadScript(kakaoScriptUrl(config), { id: MAP_SCRIPT_ID });
  } catch (error) {
    // A failed tag would make the next try resolve at once without loading anything.
    document.getElementById(MAP_SCRIPT_ID)?.remove();
    console.error("[map] maps script failed to load", error);
    return null;
  }
  const kakao = (window as unknown as { kakao?: KakaoGlobal }).kakao;
  const load = kakao?.maps?.load;
  if (!kakao || !load) throw new Error(MAP_ERRORS.libraryMissing);
  await new Promise<void>((resolve) => load(resolve));
  if (!kakao.maps?.MarkerClusterer || !kakao.maps.services) throw new Error(MAP_ERRORS.libraryMissing);
  const { createKakaoAdapter } = await loaders.importKakao();
  return createKakaoAdapter(kakao);
}

async function loadOpen(config: MapConfig, loaders: Loaders): Promise<MapAdapter | null> {
  let mod: Awaited<ReturnType<Loaders["importOpen"]>>;
  try {
    mod = await loaders.importOpen();
  } catch (error) {
    console.error("[map] open map library failed to load", error);
    return null;
  }
  if (typeof mod?.createLeafletAdapter !== "function") throw new Error(MAP_ERRORS.libraryMissing);
  return mod.createLeafletAdapter(config);
}
