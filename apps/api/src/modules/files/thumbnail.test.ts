import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Queryable } from "../../app/query";
import { startTestServer, type TestServer } from "../../test/harness";
import * as repo from "./files.repository";
import { ART_CACHE_TTL_MS, findThumbnail } from "./thumbnail";
import { bannerSvg, codeBars, labelSvg } from "./thumbnail-art";

const THUMB = "/product-api/v1.0.0/api/file/thumbnail";
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const get = (query: string, headers: Record<string, string> = {}) => fetch(`${t.base}${THUMB}?${query}`, { headers });

describe("thumbnail address", () => {
  it("answers a product's label as a small, long-cached SVG with an ETag", async () => {
    const res = await get("FILE_SEQ_NO=1&FILE_ID=PRDW0005");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = res.headers.get("etag");
    // Weak once the API compresses the answer (the client asked for gzip by default).
    expect(etag).toMatch(/^(W\/)?".+"$/);
    const body = await res.text();
    expect(body.startsWith("<svg")).toBe(true);
    // No text in a product label (decision 315): the type is drawn as bars, the code as a bar code.
    expect(body).not.toContain("<text");
    expect(Buffer.byteLength(body)).toBeLessThan(4096);
    const again = await get("FILE_SEQ_NO=1&FILE_ID=PRDW0005", { "If-None-Match": etag! });
    expect(again.status).toBe(304);
    const strong = etag!.replace(/^W\//, "");
    expect((await get("FILE_SEQ_NO=1&FILE_ID=PRDW0005", { "If-None-Match": `"other", ${strong}` })).status).toBe(304);
    expect((await get("FILE_SEQ_NO=1&FILE_ID=PRDW0005", { "If-None-Match": '"other"' })).status).toBe(200);
  });

  it("draws every product and every image number differently", async () => {
    const bodies = await Promise.all(
      ["FILE_ID=PRDW0001", "FILE_ID=PRDW0002", "FILE_ID=PRDW0003", "FILE_ID=PRDW0012"].map(async (q) =>
        (await get(q)).text(),
      ),
    );
    expect(new Set(bodies).size).toBe(4);
  });

  it("answers promotion and exhibition banners", async () => {
    const res = await get("FILE_SEQ_NO=1&FILE_ID=PRM1");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("연말 와인 페스타");
    expect((await get("FILE_ID=EXH1")).status).toBe(200);
  });

  it("is a 404 envelope for an unknown image or image number, and a 400 for a bad query", async () => {
    const unknown = await get("FILE_SEQ_NO=1&FILE_ID=NOPE");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("cache-control")).toBe("no-store");
    expect(((await unknown.json()) as { code: string }).code).toBe("9999");
    expect((await get("FILE_SEQ_NO=9&FILE_ID=PRDW0005")).status).toBe(404);
    const missing = await get("FILE_SEQ_NO=1");
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toMatch(/^FILE_ID/);
    expect((await get("FILE_SEQ_NO=x&FILE_ID=PRDW0005")).status).toBe(400);
    // The input rules of every endpoint (decision 367): no control characters.
    const nul = await get("FILE_ID=PRD%00W0005");
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { message: string }).message).toBe("FILE_ID: control characters are not allowed");
  });
});

describe("label art", () => {
  const base = { code: "X1", seq: 1, producer: "P", vintage: 2020, clasMCd: "1010" };
  it("draws no text of a label, and escapes every text of a banner", () => {
    const svg = labelSvg({ ...base, title: `<script>alert("x")</script>`, subtitle: "a & b" });
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<text");
    const banner = bannerSvg({ code: "B", title: "<b>", subtitle: "'", bgColor: "red;<x>" });
    expect(banner).not.toContain("<b>");
    expect(banner).toContain('fill="#333333"');
  });

  it("stays under 4 KB with the longest names", () => {
    const svg = labelSvg({ ...base, title: "가".repeat(200), subtitle: "나".repeat(200), producer: "W".repeat(200) });
    expect(Buffer.byteLength(svg)).toBeLessThan(4096);
  });

  it("spells the code in its bar code, so different codes never draw the same bars", () => {
    const bars = (code: string) => codeBars(code, 0, 0, 10);
    expect(bars("W0005#1")).not.toBe(bars("W0005#2"));
    expect(bars("W0005#1")).not.toBe(bars("W0050#1"));
    expect(bars("A")).toBe(
      '<path d="M0 0h1v10h-1zM2.5 0h2v10h-2zM6 0h1v10h-1zM8.5 0h1v10h-1zM11 0h1v10h-1zM13.5 0h1v10h-1zM16 0h1v10h-1zM18.5 0h2v10h-2z"/>',
    );
  });

  it("differs by image number", () => {
    expect(labelSvg({ ...base, title: "a", subtitle: "b" })).not.toBe(
      labelSvg({ ...base, seq: 2, title: "a", subtitle: "b" }),
    );
  });
});

describe("generated art in memory", () => {
  it("draws a label once, serves it again without the database, and draws anew after the time limit", async () => {
    let queries = 0;
    const counting = {
      execute: async (q: unknown) => {
        queries++;
        return (t.database.db as unknown as { execute: (q: unknown) => Promise<unknown> }).execute(q);
      },
    } as unknown as Queryable;
    const first = await findThumbnail({ db: counting, repo }, "PRDW0006", 1, 1_000);
    const used = queries;
    expect(first?.contentType).toBe("image/svg+xml");
    expect(used).toBeGreaterThan(0);
    expect(await findThumbnail({ db: counting, repo }, "PRDW0006", 1, 2_000)).toBe(first);
    expect(queries).toBe(used);
    await findThumbnail({ db: counting, repo }, "PRDW0006", 1, 1_000 + ART_CACHE_TTL_MS);
    expect(queries).toBeGreaterThan(used);
  });
});
