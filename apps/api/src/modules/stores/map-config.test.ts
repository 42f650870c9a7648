import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../app/config";
import { mapConfigOf, mapCspSources, tileOrigin } from "./map-config";

describe("map configuration", () => {
  it("defaults to the open map with the OpenStreetMap tile address and no provider sources", () => {
    const { maps } = loadConfig({});
    expect(mapConfigOf(maps)).toEqual({
      provider: "open",
      appKey: null,
      scriptUrl: "https://dapi.kakao.com/v2/maps/sdk.js",
      tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      tileAttribution: "© OpenStreetMap contributors",
    });
    expect(mapCspSources(maps)).toEqual({ scriptSrc: [], imgSrc: ["https://tile.openstreetmap.org"] });
  });

  it("uses the provider script when its key is set, allowing its origin and CDN", () => {
    const { maps } = loadConfig({ MAPS_APP_KEY: "abcdef0123456789" });
    expect(mapConfigOf(maps)).toMatchObject({ provider: "kakao", appKey: "abcdef0123456789" });
    expect(mapCspSources(maps).scriptSrc).toEqual(["https://dapi.kakao.com", "https://*.daumcdn.net"]);
  });

  it("turns a {s} subdomain into a wildcard origin", () => {
    expect(tileOrigin("https://{s}.tiles.example.org/{z}/{x}/{y}.png")).toBe("https://*.tiles.example.org");
    expect(tileOrigin("http://127.0.0.1:8080/t/{z}/{x}/{y}")).toBe("http://127.0.0.1:8080");
  });

  it("stops start-up naming the bad map variable", () => {
    expect(() => loadConfig({ MAP_TILE_URL: "https://tiles.example.org/tile.png" })).toThrow(
      /MAP_TILE_URL: must contain \{z\}, \{x\} and \{y\}/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: "ftp://x/{z}/{x}/{y}" })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAPS_APP_KEY: "no spaces allowed" })).toThrow(ConfigError);
    expect(() => loadConfig({ MAPS_SCRIPT_URL: "http://insecure.example/sdk.js" })).toThrow(/MAPS_SCRIPT_URL/);
  });
});
