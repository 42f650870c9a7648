import type { ProductPage } from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advanceCacheClock } from "../../app/fenced-cache";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { LIKED_ITEMS_TTL_MS } from "./liked-items";

const API = "/product-api/v1.0.0/api";
const LIST = `${API}/products?category=20&sort=01&pageNo=1&pageSize=10`;
let t: TestServer;
let demo: Record<string, string>;
let staff: Record<string, string>;

beforeAll(async () => {
  t = await startTestServer();
  demo = member((await t.login("demo")).access);
  staff = member((await t.login("staff")).access);
});
afterAll(() => t.close());

const hearts = async (headers: Record<string, string>) => {
  const page = (await t.call(LIST, { headers })).body.data as ProductPage;
  return new Map(page.list.map((p) => [p.itemCd, p.isAttention]));
};
const like = (itemCd: string, headers: Record<string, string>) =>
  t.call(`${API}/attention`, { method: "POST", body: { itemCd }, headers });
const unlike = (itemCd: string, headers: Record<string, string>) =>
  t.call(`${API}/attention/${itemCd}`, { method: "DELETE", headers });

describe("wish-list hearts on cached list pages (decision 350)", () => {
  it("show a like and an unlike in the member's next list at once, and only in theirs", async () => {
    const before = await hearts(demo);
    const itemCd = [...before].find(([, liked]) => !liked)![0];
    advanceCacheClock(LIKED_ITEMS_TTL_MS); // the page and the member's wish-list are cached now
    expect((await hearts(demo)).get(itemCd)).toBe(false);

    expect((await like(itemCd, demo)).body.code).toBe("0000");
    expect((await hearts(demo)).get(itemCd)).toBe(true);
    expect((await hearts(staff)).get(itemCd)).toBe(false);
    expect((await hearts({})).get(itemCd)).toBe(false);

    advanceCacheClock(LIKED_ITEMS_TTL_MS);
    expect((await hearts(demo)).get(itemCd)).toBe(true);
    expect((await unlike(itemCd, demo)).body.code).toBe("0000");
    expect((await hearts(demo)).get(itemCd)).toBe(false);

    await like(itemCd, demo);
    advanceCacheClock(LIKED_ITEMS_TTL_MS);
    expect((await hearts(demo)).get(itemCd)).toBe(true);
    expect((await t.call(`${API}/attention/all`, { method: "DELETE", headers: demo })).body.code).toBe("0000");
    expect([...(await hearts(demo)).values()].every((liked) => !liked)).toBe(true);
  });
});
