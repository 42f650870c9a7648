import { API_VERSION, endpointRoutes, type Store } from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT } from "../../test/engagement-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { isOpenAt, minutesOf, seoulMinutes } from "./store-hours";

let t: TestServer;
let demo: Record<string, string>;
let basic: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  demo = member((await t.login("demo")).access);
  basic = member((await t.login("basic")).access);
});
afterAll(() => t.close());

const list = async (q = "", headers: Record<string, string> = {}) => {
  const res = await t.call(`${PRODUCT}/tnant${q}`, { headers });
  expect(res.status).toBe(200);
  return res.body.data as Store[];
};
const favorite = (headers: Record<string, string>, tnantCd: unknown) =>
  t.call(`${PRODUCT}/tnant/favorites`, { method: "POST", body: { tnantCd }, headers });
const unfavorite = (headers: Record<string, string>, tnantCd: string) =>
  t.call(`${PRODUCT}/tnant/favorites/${tnantCd}`, { method: "DELETE", headers });

/** Moves the server clock forward to the next moment at this Seoul time (h:m). */
function advanceToSeoul(h: number, m: number, nowOffset: { ms: number }) {
  const now = new Date(Date.now() + nowOffset.ms);
  const minutes = (h * 60 + m - seoulMinutes(now) + 1440) % 1440 || 1440;
  const ms = minutes * 60_000 - now.getUTCSeconds() * 1000 - now.getUTCMilliseconds() + 5_000;
  t.advance(ms);
  nowOffset.ms += ms;
}

describe("store list", () => {
  it("lists every seeded store by name with coordinates, hours, services and no favourite for a guest", async () => {
    const all = await list();
    expect(all.length).toBe(34);
    const names = all.map((s) => s.tnantNm);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const cheongdam = all.find((s) => s.tnantCd === "T0001");
    expect(cheongdam).toMatchObject({
      tnantNm: "셀러 청담점",
      region: "서울",
      district: "강남구",
      baseAddr: "서울특별시 강남구 도산대로 442",
      tel: "02-3446-1201",
      latitude: 37.5246,
      longitude: 127.0437,
      openTime: "10:30",
      closeTime: "22:00",
      services: { pickup: true, wineKeep: true, tasting: true },
      favorite: false,
    });
  });

  it("searches name, district and address, ignoring spaces; filters region and services (all must hold)", async () => {
    expect((await list(`?keyword=${encodeURIComponent("청담")}`)).map((s) => s.tnantCd)).toEqual(["T0001"]);
    const gangnam = await list(`?keyword=${encodeURIComponent("강남 구")}`);
    expect(gangnam.length).toBe(4);
    expect(gangnam.every((s) => s.district === "강남구")).toBe(true);
    const byAddress = await list(`?keyword=${encodeURIComponent("테헤란로")}`);
    expect(byAddress.map((s) => s.tnantNm)).toEqual(["셀러 역삼점"]);
    expect(await list(`?keyword=${encodeURIComponent("100%")}`)).toEqual([]);
    const busan = await list(`?region=${encodeURIComponent("부산")}`);
    expect(busan.length).toBe(9);
    const both = await list(`?region=${encodeURIComponent("서울")}&services=wineKeep&services=tasting`);
    expect(both.map((s) => s.tnantNm).sort()).toEqual(["셀러 잠실점", "셀러 청담점", "셀러 한남점"]);
    expect(both.every((s) => s.services.wineKeep && s.services.tasting)).toBe(true);
  });

  it("answers 400 naming the field for bad filters", async () => {
    const cases: [string, string][] = [
      [`?region=${encodeURIComponent("제주")}`, "region"],
      ["?services=delivery", "services"],
      ["?services=pickup&services=spa", "services"],
      ["?openNow=yes", "openNow"],
      ["?favoriteOnly=1", "favoriteOnly"],
      [`?keyword=${"가".repeat(51)}`, "keyword"],
    ];
    for (const [q, field] of cases) {
      const res = await t.call(`${PRODUCT}/tnant${q}`);
      expect([q, res.status, res.body.code]).toEqual([q, 400, "9999"]);
      expect(res.body.message.split(/[.:]/)[0]).toBe(field);
    }
  });
});

describe("store hours", () => {
  it("opens at the opening minute, closes at the closing minute and wraps past midnight", () => {
    const at = (h: number, m: number) => new Date(Date.UTC(2026, 0, 1, h - 9 < 0 ? h + 15 : h - 9, m));
    expect(isOpenAt("10:30", "22:00", at(10, 29))).toBe(false);
    expect(isOpenAt("10:30", "22:00", at(10, 30))).toBe(true);
    expect(isOpenAt("10:30", "22:00", at(21, 59))).toBe(true);
    expect(isOpenAt("10:30", "22:00", at(22, 0))).toBe(false);
    expect(isOpenAt("18:00", "02:00", at(1, 0))).toBe(true);
    expect(isOpenAt("18:00", "02:00", at(3, 0))).toBe(false);
  });
});

describe("store detail and stock lookup", () => {
  it("answers one store, 404 for an unknown code", async () => {
    const res = await t.call(`${PRODUCT}/tnant/T0004`);
    expect(res.body.data).toMatchObject({
      tnantNm: "셀러 역삼점",
      detailAddr: "강남파이낸스센터 B1층",
      favorite: false,
    });
    const unknown = await t.call(`${PRODUCT}/tnant/T9999`);
    expect([unknown.status, unknown.body.code]).toEqual([404, "9999"]);
  });

  it("finds products by name (Korean, initials) with the stock of that store, and names a missing keyword", async () => {
    const res = await t.call(`${PRODUCT}/tnant/T0001/stock?keyword=${encodeURIComponent("말벡")}`);
    expect(res.status).toBe(200);
    const items = res.body.data as { itemCd: string; itemNm: string; qty: number; imageUrl: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.itemNm.includes("말벡"))).toBe(true);
    const perStore = await t.call(`${PRODUCT}/products/${items[0]!.itemCd}/stock`);
    const atT0001 = (perStore.body.data as { tnantCd: string; qty: number }[]).find((s) => s.tnantCd === "T0001");
    expect(items[0]!.qty).toBe(atT0001?.qty ?? 0);
    expect(items[0]!.imageUrl).toContain("FILE_ID=");
    const initials = await t.call(`${PRODUCT}/tnant/T0001/stock?keyword=${encodeURIComponent("ㅁㅂ")}`);
    expect((initials.body.data as unknown[]).length).toBeGreaterThan(0);
    const missing = await t.call(`${PRODUCT}/tnant/T0001/stock`);
    expect([missing.status, missing.body.message]).toEqual([400, "keyword: keyword is required"]);
    expect((await t.call(`${PRODUCT}/tnant/T9999/stock?keyword=x`)).status).toBe(404);
  });

  it("names the district around a position, 404 far from every store, 400 naming a bad coordinate", async () => {
    const gangnamStation = await t.call(`${PRODUCT}/tnant/address?lat=37.4979&lng=127.0276`);
    expect(gangnamStation.body.data).toEqual({ address: "서울특별시 서초구" });
    const haeundae = await t.call(`${PRODUCT}/tnant/address?lat=35.1587&lng=129.1604`);
    expect(haeundae.body.data).toEqual({ address: "부산광역시 해운대구" });
    expect((await t.call(`${PRODUCT}/tnant/address?lat=33.4996&lng=126.5312`)).status).toBe(404);
    const bad = await t.call(`${PRODUCT}/tnant/address?lat=95&lng=127`);
    expect([bad.status, bad.body.message.split(":")[0]]).toEqual([400, "lat"]);
    expect((await t.call(`${PRODUCT}/tnant/address?lat=37.5`)).body.message.split(":")[0]).toBe("lng");
  });
});

describe("favourites", () => {
  it("answer NON_MEMBER to a guest on every member-only store call", async () => {
    const memberOnly = Object.entries(endpointRoutes).filter(
      ([, r]) => r.auth === "member" && r.path.startsWith("/api/tnant"),
    );
    expect(memberOnly.length).toBe(5);
    for (const [name, r] of memberOnly) {
      const path = r.path.replace(":tnantCd", "T0001");
      const res = await t.call(`/${r.prefix}/${API_VERSION}${path}`, {
        method: r.method,
        ...(r.method === "GET" || r.method === "DELETE" ? {} : { body: { tnantCd: "T0001" } }),
      });
      expect([name, res.status, res.body.code]).toEqual([name, 401, "NON_MEMBER"]);
    }
  });

  it("marks once, lists favourites first, and never shows or changes another member's", async () => {
    for (let i = 0; i < 3; i++)
      expect((await favorite(demo, "T0020")).body).toMatchObject({ code: "0000", data: null });
    expect((await favorite(demo, "T0005")).status).toBe(200);
    const mine = await list("", demo);
    expect(
      mine
        .slice(0, 2)
        .map((s) => s.tnantCd)
        .sort(),
    ).toEqual(["T0005", "T0020"]);
    expect(mine.slice(0, 2).every((s) => s.favorite)).toBe(true);
    expect(mine.filter((s) => s.favorite).length).toBe(2);
    expect((await list("?favoriteOnly=true", demo)).map((s) => s.tnantCd).sort()).toEqual(["T0005", "T0020"]);
    expect((await t.call(`${PRODUCT}/tnant/T0020`, { headers: demo })).body.data).toMatchObject({ favorite: true });
    // basic sees none of demo's, and unmarking demo's store only touches basic's own (empty) marks
    expect((await list("", basic)).some((s) => s.favorite)).toBe(false);
    expect(await list("?favoriteOnly=true", basic)).toEqual([]);
    expect((await t.call(`${PRODUCT}/tnant/T0020`, { headers: basic })).body.data).toMatchObject({ favorite: false });
    expect((await unfavorite(basic, "T0020")).status).toBe(200);
    expect((await list("?favoriteOnly=true", demo)).length).toBe(2);
    // a guest asking for favourites gets none
    expect(await list("?favoriteOnly=true")).toEqual([]);
    // unmark (again is fine), unknown store 404
    expect((await unfavorite(demo, "T0020")).status).toBe(200);
    expect((await unfavorite(demo, "T0020")).status).toBe(200);
    expect((await unfavorite(demo, "T9999")).status).toBe(404);
    expect((await list("?favoriteOnly=true", demo)).map((s) => s.tnantCd)).toEqual(["T0005"]);
  });

  it("answers 400 naming tnantCd and 404 for no store", async () => {
    for (const bad of [undefined, "", 12, "T 1", "x".repeat(21)]) {
      const res = await favorite(demo, bad);
      expect([String(bad), res.status]).toEqual([String(bad), 400]);
      expect(res.body.message.startsWith("tnantCd:")).toBe(true);
    }
    expect((await favorite(demo, "T9999")).status).toBe(404);
  });
});

describe("pick-up store", () => {
  it("is kept per member: none, set, changed, cleared; another member's stays their own", async () => {
    expect((await t.call(`${PRODUCT}/tnant/pickup`, { headers: basic })).body.data).toBeNull();
    const set = await t.call(`${PRODUCT}/tnant/pickup`, { method: "PUT", body: { tnantCd: "T0016" }, headers: basic });
    expect(set.body.data).toMatchObject({ tnantCd: "T0016", tnantNm: "셀러 판교점" });
    await t.call(`${PRODUCT}/tnant/pickup`, { method: "PUT", body: { tnantCd: "T0003" }, headers: demo });
    await t.call(`${PRODUCT}/tnant/pickup`, { method: "PUT", body: { tnantCd: "T0002" }, headers: basic });
    expect((await t.call(`${PRODUCT}/tnant/pickup`, { headers: basic })).body.data).toMatchObject({ tnantCd: "T0002" });
    expect((await t.call(`${PRODUCT}/tnant/pickup`, { headers: demo })).body.data).toMatchObject({ tnantCd: "T0003" });
    const bad = await t.call(`${PRODUCT}/tnant/pickup`, { method: "PUT", body: {}, headers: basic });
    expect([bad.status, bad.body.message]).toEqual([400, "tnantCd: tnantCd is required"]);
    const unknown = await t.call(`${PRODUCT}/tnant/pickup`, {
      method: "PUT",
      body: { tnantCd: "T9999" },
      headers: basic,
    });
    expect(unknown.status).toBe(404);
    expect((await t.call(`${PRODUCT}/tnant/pickup`, { method: "DELETE", headers: basic })).status).toBe(200);
    expect((await t.call(`${PRODUCT}/tnant/pickup`, { headers: basic })).body.data).toBeNull();
    expect((await t.call(`${PRODUCT}/tnant/pickup`, { headers: demo })).body.data).toMatchObject({ tnantCd: "T0003" });
  });
});

describe("map config", () => {
  it("answers the open map with the default tile address when no provider key is set; the CSP allows its tiles", async () => {
    const res = await t.call(`${PRODUCT}/map-config`);
    expect(res.headers.get("content-security-policy")).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    );
    expect(res.body.data).toMatchObject({
      provider: "open",
      appKey: null,
      tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    });
  });
});

// Last: it moves the server clock by hours, which expires the members' access tokens.
describe("open now", () => {
  it("open now follows Seoul time: none at 3 a.m., all at noon, only the late ones at 21:45", async () => {
    const offset = { ms: 0 };
    advanceToSeoul(3, 0, offset);
    expect(await list("?openNow=true")).toEqual([]);
    expect((await list()).some((s) => s.isOpen)).toBe(false);
    advanceToSeoul(12, 0, offset);
    expect((await list("?openNow=true")).length).toBe(34);
    advanceToSeoul(21, 45, offset);
    const late = await list("?openNow=true");
    const all = await list();
    const expected = all.filter((s) => minutesOf(s.closeTime) > 21 * 60 + 45).map((s) => s.tnantCd);
    expect(late.map((s) => s.tnantCd)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(34);
  });
});
