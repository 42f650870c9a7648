import type { MapConfig } from "@cellar/contracts";
import type { Config } from "../../app/config";

/** What the web needs to draw its map (GET /api/map-config). */
export function mapConfigOf(maps: Config["maps"]): MapConfig {
  return {
    provider: maps.appKey ? "kakao" : "open",
    appKey: maps.appKey ?? null,
    scriptUrl: maps.scriptUrl,
    tileUrl: maps.tileUrl,
    tileAttribution: maps.tileAttribution,
  };
}

/** The origin of a tile address; a `{s}` subdomain placeholder becomes a `*.` wildcard. */
export function tileOrigin(tileUrl: string): string {
  const url = new URL(tileUrl.replace(/\{s\}/g, "subdomain-placeholder").replace(/\{[a-z]\}/g, "0"));
  return `${url.protocol}//${url.host.replace("subdomain-placeholder", "*")}`;
}

/**
 * Sources the CSP must allow for the map: the tile host for the open map; with a provider key, the
 * provider script's origin and its CDN (which serves the rest of the SDK and its map images).
 */
export function mapCspSources(maps: Config["maps"]): { scriptSrc: string[]; imgSrc: string[] } {
  const imgSrc = [tileOrigin(maps.tileUrl)];
  if (!maps.appKey) return { scriptSrc: [], imgSrc };
  return {
    scriptSrc: [new URL(maps.scriptUrl).origin, "https://*.daumcdn.net"],
    imgSrc: [...imgSrc, "https://*.daumcdn.net", "https://*.kakaocdn.net"],
  };
}
