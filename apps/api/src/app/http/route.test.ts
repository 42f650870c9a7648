import type { ProductPage } from "@cellar/contracts";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./context";
import { AppError } from "./errors";
import { createLogger } from "./logger";
import { requestPipeline } from "./pipeline";
import { PreparedAnswer } from "./prepared";
import { createRouter } from "./route";

const PATH = "/product-api/v1.0.0/api/products";
const page: ProductPage = { pageNo: 1, pageSize: 10, totalCnt: 0, totalPages: 0, list: [], correctedWord: null };

function appWith(handler: (query: unknown) => Promise<ProductPage | PreparedAnswer<ProductPage>>) {
  const app = new Hono<AppEnv>();
  const pipeline = requestPipeline({
    trustProxy: false,
    logger: createLogger("silent"),
    csp: { scriptSrc: [], imgSrc: [] },
    apiHeaders: { "cache-control": "no-store" },
    apiBodyLimit: () => (_c, next) => next(),
  });
  app.use(pipeline.everyRequest);
  app.use(pipeline.apiRequest);
  app.onError((e, c) => c.json({ code: "x", message: e.message }, e instanceof AppError ? 400 : 500));
  const router = createRouter(app, { authenticate: async () => ({ kind: "none" }), validateResponses: true });
  router.mount("products", async ({ query }) => handler(query));
  return app;
}

describe("router", () => {
  it("checks a prepared answer once and sends the same bytes each time", async () => {
    const shared = new PreparedAnswer(page);
    const app = appWith(async () => shared);
    const first = await app.request(PATH);
    expect(first.status).toBe(200);
    expect(shared.checked).toBe(true);
    const bytes = shared.body;
    expect(await first.json()).toEqual({ code: "0000", message: "success", data: page });
    const second = await app.request(PATH);
    expect(await second.text()).toBe(bytes!.toString());
    expect(shared.body).toBe(bytes);
    expect(second.headers.get("cache-control")).toBe("no-store");
    expect(second.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("refuses a prepared answer that breaks the contract", async () => {
    const broken = new PreparedAnswer({ ...page, totalCnt: "many" } as unknown as ProductPage);
    const res = await appWith(async () => broken).request(PATH);
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).toContain("breaks its contract");
  });

  it("parses a query string once, hands out the same frozen result, and refuses a bad one every time", async () => {
    const seen: unknown[] = [];
    const app = appWith(async (q) => {
      seen.push(q);
      return page;
    });
    await app.request(`${PATH}?category=10&country=FR&country=IT`);
    await app.request(`${PATH}?category=10&country=FR&country=IT`);
    expect(seen[0]).toBe(seen[1]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect(Object.isFrozen((seen[0] as { country: string[] }).country)).toBe(true);
    expect(seen[0]).toMatchObject({ category: "10", country: ["FR", "IT"], pageNo: 1, sort: "01" });
    for (let i = 0; i < 2; i++) {
      const bad = await app.request(`${PATH}?sort=09`);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toMatch(/^sort/);
    }
  });
});
