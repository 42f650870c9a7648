import { REVIEW_LIMITS } from "@cellar/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../app/query";
import {
  ensureReportReasons,
  imageBytes,
  insertMembers,
  insertOrder,
  insertProduct,
  newItemCd,
  PRODUCT,
  upload,
} from "../../test/engagement-helper";
import { member, startTestServer, type TestServer } from "../../test/harness";
import { LOOSE_PHOTO_LIMIT, sniffImageType } from "./review-photos";

const DEMO = "M202103150001";

let t: TestServer;
let demo: Record<string, string>;
let basic: Record<string, string>;
const item = newItemCd();

beforeAll(async () => {
  t = await startTestServer();
  await insertProduct(t.database.db, item);
  await insertOrder(t.database.db, DEMO, item, "03");
  await ensureReportReasons(t.database.db);
  demo = member((await t.login("demo")).access);
  basic = member((await t.login("basic")).access);
});
afterAll(() => t.close());

describe("review photos", () => {
  it("knows JPEG, PNG and WebP by their first bytes, nothing else", () => {
    expect(sniffImageType(imageBytes("jpeg"))).toBe("image/jpeg");
    expect(sniffImageType(imageBytes("png"))).toBe("image/png");
    expect(sniffImageType(imageBytes("webp"))).toBe("image/webp");
    expect(sniffImageType(imageBytes("gif"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it("stores an upload and serves it with its real type, nosniff and a long cache", async () => {
    // The client says GIF; the bytes say PNG, and the bytes win.
    const res = await upload(t.base, demo, imageBytes("png", 2048), "image/gif");
    expect(res.status).toBe(200);
    const { fileId, url } = res.body.data as { fileId: string; url: string };
    const served = await fetch(t.base + url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(imageBytes("png", 2048));
    expect(fileId).toMatch(/^RP/);
    const missing = await fetch(`${t.base}${PRODUCT}/reviews/photos/RP000000000000000000000000`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe("9999");
  });

  it("refuses a fake type, an empty or missing file, a guest, and anything over 5 MB", async () => {
    const fake = await upload(t.base, demo, new TextEncoder().encode("<html><script>alert(1)</script></html>"));
    expect(fake.status).toBe(400);
    expect(fake.body.code).toBe("REV0005");
    expect((await upload(t.base, demo, imageBytes("gif"), "image/gif")).body.code).toBe("REV0005");
    const json = await t.call(`${PRODUCT}/reviews/photos`, { method: "POST", body: { file: "x" }, headers: demo });
    expect(json.status).toBe(400);
    expect(json.body.message).toContain("file");
    expect((await upload(t.base, {}, imageBytes("jpeg"))).body.code).toBe("NON_MEMBER");
    // Just over the limit reaches the handler's own check; 6 MB stops at the body limit.
    const over = await upload(t.base, demo, imageBytes("jpeg", REVIEW_LIMITS.maxPhotoBytes + 1));
    expect(over.status).toBe(413);
    expect(over.body.code).toBe("REV0006");
    const six = await upload(t.base, demo, imageBytes("jpeg", 6 * 1024 * 1024));
    expect(six.status).toBe(413);
    const exact = await upload(t.base, demo, imageBytes("webp", REVIEW_LIMITS.maxPhotoBytes));
    expect(exact.status).toBe(200);
  });

  it("keeps up to five photos on a review in order, and drops the files a review lets go", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(((await upload(t.base, demo, imageBytes("jpeg"))).body.data as { fileId: string }).fileId);
    const body = { rating: 5, content: "사진 다섯 장과 함께 남겨요.", photoFileIds: ids.slice(0, 5) };
    const res = await t.call(`${PRODUCT}/products/${item}/reviews`, { method: "POST", body, headers: demo });
    expect(res.status).toBe(200);
    const review = res.body.data as { reviewNo: string; photos: { fileId: string }[] };
    expect(review.photos.map((p) => p.fileId)).toEqual(ids.slice(0, 5));
    const edit = await t.call(`${PRODUCT}/reviews/${review.reviewNo}`, {
      method: "PATCH",
      body: { ...body, photoFileIds: [ids[5], ids[0]] },
      headers: demo,
    });
    expect((edit.body.data as { photos: { fileId: string }[] }).photos.map((p) => p.fileId)).toEqual([ids[5], ids[0]]);
    const left = await queryRows<{ fileId: string }>(
      t.database.db,
      sql`select file_id as "fileId" from files where file_id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    expect(left.map((l) => l.fileId).sort()).toEqual([ids[0], ids[5]].sort());
    expect((await fetch(`${t.base}${PRODUCT}/reviews/photos/${ids[1]}`)).status).toBe(404);
  });
});

describe("photos left unattached", () => {
  it("caps the photos waiting for a review and clears them a day later", async () => {
    const ids: string[] = [];
    for (let i = 0; i < LOOSE_PHOTO_LIMIT; i++) {
      const res = await upload(t.base, basic, imageBytes("jpeg"));
      expect(res.status).toBe(200);
      ids.push((res.body.data as { fileId: string }).fileId);
    }
    const over = await upload(t.base, basic, imageBytes("jpeg"));
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("REV0008");
    t.advance(25 * 3_600_000);
    // A day on, the access tokens have expired too.
    demo = member((await t.login("demo")).access);
    basic = member((await t.login("basic")).access);
    expect((await upload(t.base, basic, imageBytes("png"))).status).toBe(200);
    expect((await fetch(`${t.base}${PRODUCT}/reviews/photos/${ids[0]}`)).status).toBe(404);
  });
});

describe("reporting a review", () => {
  const report = (headers: Record<string, string>, reviewNo: string, body: unknown) =>
    t.call(`${PRODUCT}/reviews/${reviewNo}/report`, { method: "POST", body, headers });

  it("takes one report per member, checks the reason, and hides the review at five", async () => {
    const page = (await t.call(`${PRODUCT}/products/${item}/reviews`)).body.data as {
      list: { reviewNo: string }[];
      summary: { count: number };
    };
    const reviewNo = page.list[0]!.reviewNo;
    expect(page.summary.count).toBe(1);
    expect((await report({}, reviewNo, { reasonCd: "01" })).body.code).toBe("NON_MEMBER");
    expect((await report(demo, reviewNo, { reasonCd: "01" })).body.code).toBe("REV0004");
    const unknown = await report(basic, reviewNo, { reasonCd: "77" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain("reasonCd");
    const noDetail = await report(basic, reviewNo, { reasonCd: "99" });
    expect(noDetail.body.message).toContain("detail");
    expect((await report(basic, reviewNo, {})).body.message).toContain("reasonCd");
    expect((await report(basic, "RVnope", { reasonCd: "01" })).status).toBe(404);
    expect((await report(basic, reviewNo, { reasonCd: "99", detail: "광고성 내용이 있어요" })).status).toBe(200);
    const twice = await report(basic, reviewNo, { reasonCd: "01" });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("REV0003");
    const others = await insertMembers(t.database.db, 4);
    for (const [i, loginId] of others.entries()) {
      const headers = member((await t.login(loginId)).access);
      expect((await report(headers, reviewNo, { reasonCd: "01" })).status).toBe(200);
      const after = (await t.call(`${PRODUCT}/products/${item}/reviews`)).body.data as typeof page;
      // Reports 2..4 leave it up; the fifth takes it out of the list and the product's stats.
      expect(after.summary.count).toBe(i < 3 ? 1 : 0);
      expect(after.list.length).toBe(i < 3 ? 1 : 0);
    }
    const stats = await queryRows<{ count: number; sum: number }>(
      t.database.db,
      sql`select review_count as count, review_sum as sum from products where item_cd = ${item}`,
    );
    expect(stats[0]).toEqual({ count: 0, sum: 0 });
    // Its writer still sees it among their reviews.
    const mine = (await t.call(`${PRODUCT}/reviews/mine`, { headers: demo })).body.data as {
      list: { reviewNo: string }[];
    };
    expect(mine.list.map((r) => r.reviewNo)).toContain(reviewNo);
    expect((await report(basic, reviewNo, { reasonCd: "01" })).status).toBe(404);
  });
});
