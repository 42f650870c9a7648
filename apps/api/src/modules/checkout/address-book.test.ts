import { ADDRESS_BOOK_MAX, type AddressSearchPage, type ShippingAddress } from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMERCE } from "../../test/checkout-fixtures";
import { insertMembers } from "../../test/engagement-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";

/** Issue 25: the address book's limit and default rules, and the Korean address search. */

let t: TestServer;
let me: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  const [loginId] = await insertMembers(t.database.db, 1);
  me = member((await t.login(loginId!)).access);
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, headers = me) =>
  t.call(`${COMMERCE}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
const search = async (keyword: string, page = "") =>
  (await call("GET", `/api/address/search?keyword=${encodeURIComponent(keyword)}${page}`)).body
    .data as AddressSearchPage;
const book = async () => (await call("GET", "/api/my/shipping")).body.data as ShippingAddress[];
const address = (addrNm: string, defaultYn: "Y" | "N" = "N") => ({
  addrNm,
  receiverNm: "이셀러",
  receiverMobileNum: "01055556666",
  zip: "06236",
  baseAddr: "서울특별시 강남구 테헤란로 152",
  roadAddr: "서울특별시 강남구 테헤란로 152",
  detailAddr: "12층",
  defaultYn,
});

describe("address search (sandbox directory)", () => {
  it("finds a road-name address by road and number, with its lot-number address, postcode and building", async () => {
    const page = await search("테헤란로 152");
    expect(page.list).toContainEqual({
      zip: "06236",
      roadAddr: "서울특별시 강남구 테헤란로 152",
      roadAddrRef: "(역삼동, 강남파이낸스센터)",
      jibunAddr: "서울특별시 강남구 역삼동 737",
      bldNm: "강남파이낸스센터",
    });
    // The same without the space, and by the building's name or its lot-number address.
    expect((await search("테헤란로152")).list.map((a) => a.zip)).toContain("06236");
    expect((await search("파이낸스")).list.map((a) => a.roadAddr)).toContain("서울특별시 강남구 테헤란로 152");
    expect((await search("역삼동 737")).list[0]?.roadAddr).toBe("서울특별시 강남구 테헤란로 152");
  });

  it("matches partial Korean words of a lot-number dong and pages the answers", async () => {
    const all = await search("해운대", "&pageSize=30");
    expect(all.totalCnt).toBeGreaterThan(10);
    expect(all.list.every((a) => `${a.roadAddr} ${a.jibunAddr}`.includes("해운대"))).toBe(true);
    const first = await search("해운대");
    const second = await search("해운대", "&pageNo=2");
    expect(first.pageSize).toBe(10);
    expect(first.totalPages).toBe(Math.ceil(all.totalCnt / 10));
    expect([...first.list, ...second.list]).toEqual(all.list.slice(0, 20));
    // A lot-number dong finds the roads through it.
    const dong = await search("성수동2가");
    expect(dong.list.length).toBeGreaterThan(0);
    expect(dong.list.every((a) => a.jibunAddr.includes("성수동2가"))).toBe(true);
    // Every address is in the real format: 5-digit postcode, province first.
    expect(all.list.every((a) => /^\d{5}$/.test(a.zip) && a.roadAddr.startsWith("부산광역시 해운대구 "))).toBe(true);
  });

  it("answers nothing for an unknown place, treats LIKE's characters as text, and refuses a 1-letter keyword", async () => {
    expect((await search("없는도로명")).totalCnt).toBe(0);
    expect((await search("%%")).totalCnt).toBe(0);
    const short = await call("GET", "/api/address/search?keyword=%20%EC%97%AD%20");
    expect(short.status).toBe(400);
    const guest = await t.call(`${COMMERCE}/api/address/search?keyword=테헤란로`);
    expect(guest.body.code).toBe("NON_MEMBER");
  });
});

describe("address book rules", () => {
  it("keeps the default until another is chosen, promotes the oldest when the default is deleted", async () => {
    const home = (await call("POST", "/api/my/shipping", address("집"))).body.data as ShippingAddress;
    expect(home.defaultYn).toBe("Y");
    const office = (await call("POST", "/api/my/shipping", address("회사"))).body.data as ShippingAddress;
    expect(office.defaultYn).toBe("N");
    // Editing the default with defaultYn N keeps it the default (choose another instead).
    const edited = await call("PUT", `/api/my/shipping/${home.addrNo}`, { ...address("우리 집"), defaultYn: "N" });
    expect(edited.body.data).toMatchObject({ addrNm: "우리 집", defaultYn: "Y" });
    // Choosing the office makes it the only default.
    await call("PUT", `/api/my/shipping/${office.addrNo}`, address("회사", "Y"));
    expect((await book()).map((a) => [a.addrNm, a.defaultYn])).toEqual([
      ["회사", "Y"],
      ["우리 집", "N"],
    ]);
    // Deleting the default makes the oldest left the default.
    expect((await call("DELETE", `/api/my/shipping/${office.addrNo}`)).body.data).toBeNull();
    expect((await book()).map((a) => [a.addrNo, a.defaultYn])).toEqual([[home.addrNo, "Y"]]);
    const missing = await call("DELETE", `/api/my/shipping/${office.addrNo}`);
    expect([missing.status, missing.body.code]).toEqual([404, "ADDR0002"]);
    await call("DELETE", `/api/my/shipping/${home.addrNo}`);
    expect(await book()).toEqual([]);
  });

  it(`holds at most ${ADDRESS_BOOK_MAX} addresses: the next is refused (ADDR0001) and changes nothing`, async () => {
    for (let i = 0; i < ADDRESS_BOOK_MAX; i++) {
      expect((await call("POST", "/api/my/shipping", address(`주소 ${i + 1}`))).status).toBe(200);
    }
    const refused = await call("POST", "/api/my/shipping", address("하나 더", "Y"));
    expect([refused.status, refused.body.code]).toEqual([409, "ADDR0001"]);
    expect(refused.body.message).toContain("최대 20개");
    const list = await book();
    expect(list).toHaveLength(ADDRESS_BOOK_MAX);
    expect(list.filter((a) => a.defaultYn === "Y").map((a) => a.addrNm)).toEqual(["주소 1"]);
    // Editing one is still allowed when the book is full; after a delete, one more fits.
    expect((await call("PUT", `/api/my/shipping/${list[1]!.addrNo}`, address("바뀐 주소"))).status).toBe(200);
    await call("DELETE", `/api/my/shipping/${list[2]!.addrNo}`);
    expect((await call("POST", "/api/my/shipping", address("하나 더"))).status).toBe(200);
  });
});
