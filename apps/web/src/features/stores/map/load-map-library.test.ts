// @vitest-environment jsdom
import type { MapConfig } from "@cellar/contracts/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { kakaoScriptUrl, loadMapLibrary, MAP_SCRIPT_ID, resetMapLibrary } from "./load-map-library";
import type { MapAdapter } from "./map-adapter";

const open: MapConfig = {
  provider: "open",
  appKey: null,
  scriptUrl: "https://maps.example/sdk.js",
  tileUrl: "https://tiles.example/{z}/{x}/{y}.png",
  tileAttribution: "tiles",
};
const kakao: MapConfig = { ...open, provider: "kakao", appKey: "KEY12345" };
const fakeAdapter = (provider: MapAdapter["provider"]): MapAdapter => ({ provider, createMap: vi.fn() });

const scripts = () => document.querySelectorAll(`script#${MAP_SCRIPT_ID}`);
/** The provider script tag finishes loading (jsdom does not fetch it). */
const finish = (event: "load" | "error") => scripts()[0]?.dispatchEvent(new Event(event));

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetMapLibrary();
  document.head.replaceChildren();
  delete (window as { kakao?: unknown }).kakao;
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("map library loader, provider script", () => {
  const loaders = {
    importOpen: vi.fn(),
    importKakao: vi.fn(async () => ({ createKakaoAdapter: () => fakeAdapter("kakao") })),
  };

  it("asks for the services and clusterer libraries with the key", () => {
    const url = new URL(kakaoScriptUrl(kakao));
    expect(url.origin + url.pathname).toBe("https://maps.example/sdk.js");
    expect(url.searchParams.get("appkey")).toBe("KEY12345");
    expect(url.searchParams.get("libraries")).toBe("services,clusterer");
    expect(url.searchParams.get("autoload")).toBe("false");
  });

  it("loads once: a second call while loading and after loading adds no script and gives the same library", async () => {
    const first = loadMapLibrary(kakao, loaders);
    const second = loadMapLibrary(kakao, loaders);
    expect(second).toBe(first);
    expect(scripts().length).toBe(1);
    const load = vi.fn((cb: () => void) => cb());
    (window as { kakao?: unknown }).kakao = { maps: { load, services: {}, MarkerClusterer: class {} } };
    finish("load");
    const adapter = await first;
    expect(adapter?.provider).toBe("kakao");
    expect(load).toHaveBeenCalledTimes(1);
    expect(await loadMapLibrary(kakao, loaders)).toBe(adapter);
    expect(scripts().length).toBe(1);
    expect(loaders.importKakao).toHaveBeenCalledTimes(1);
  });

  it("only logs a script that fails to load (answers null), and a later call tries again", async () => {
    const first = loadMapLibrary(kakao, loaders);
    finish("error");
    await expect(first).resolves.toBeNull();
    expect(errors).toHaveBeenCalledWith("[map] maps script failed to load", expect.any(Error));
    expect(scripts().length).toBe(0);
    void loadMapLibrary(kakao, loaders);
    expect(scripts().length).toBe(1);
  });

  it("rejects with the spec's message when the library is missing after its script loaded", async () => {
    const first = loadMapLibrary(kakao, loaders);
    finish("load");
    await expect(first).rejects.toThrow("maps library not found after loading script");
    // also when the clusterer or services library did not come with it
    const second = loadMapLibrary(kakao, loaders);
    expect(second).not.toBe(first);
    (window as { kakao?: unknown }).kakao = { maps: { load: (cb: () => void) => cb() } };
    await expect(second).rejects.toThrow("maps library not found after loading script");
  });
});

describe("map library loader, open map", () => {
  it("imports the open map once and builds its adapter", async () => {
    const importOpen = vi.fn(async () => ({ createLeafletAdapter: () => fakeAdapter("open") }));
    const loaders = { importOpen, importKakao: vi.fn() };
    const [a, b] = await Promise.all([loadMapLibrary(open, loaders), loadMapLibrary(open, loaders)]);
    expect(a).toBe(b);
    expect(a?.provider).toBe("open");
    expect(await loadMapLibrary(open, loaders)).toBe(a);
    expect(importOpen).toHaveBeenCalledTimes(1);
    expect(scripts().length).toBe(0);
  });

  it("uses the open map when the provider is named without a key", async () => {
    const importOpen = vi.fn(async () => ({ createLeafletAdapter: () => fakeAdapter("open") }));
    expect((await loadMapLibrary({ ...kakao, appKey: null }, { importOpen, importKakao: vi.fn() }))?.provider).toBe(
      "open",
    );
  });

  it("only logs a chunk that fails to load, then tries again; a module without the library rejects", async () => {
    const importOpen = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    const loaders = { importOpen, importKakao: vi.fn() };
    await expect(loadMapLibrary(open, loaders)).resolves.toBeNull();
    expect(errors).toHaveBeenCalledWith("[map] open map library failed to load", expect.any(TypeError));
    importOpen.mockResolvedValueOnce({});
    await expect(loadMapLibrary(open, loaders)).rejects.toThrow("maps library not found after loading script");
    expect(importOpen).toHaveBeenCalledTimes(2);
  });
});
