import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { appConfigSchema } from "@cellar/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";

let t: TestServer;
let dist: string;

const STAND_IN_SERVER_BUILD = `
export function createWebHandler(apiFetch) {
  return async (request, { token, nonce }) => {
    const check = await apiFetch("/auth-api/v1.0.0/api/check", token ? { headers: { "x-scm-token": token } } : undefined);
    const url = new URL(request.url);
    if (url.pathname === "/redirect-me") return new Response(null, { status: 302, headers: { Location: "/login" } });
    const body = '<!doctype html><title>Cellar page</title><script nonce="' + nonce + '"></script>' +
      "<p>" + url.pathname + url.search + " check=" + check.status + "</p>" + "x".repeat(2000);
    return new Response(body, { headers: { "Content-Type": "text/html" } });
  };
}`;

beforeAll(async () => {
  // A build laid out as React Router's (apps/web/dist): the browser's files, and a server entry
  // standing in for the web's handler (it answers what it was given, and what /api/check said).
  dist = mkdtempSync(join(tmpdir(), "cellar-dist-"));
  const client = join(dist, "client");
  mkdirSync(join(client, "assets"), { recursive: true });
  writeFileSync(join(client, "assets", "index-abc123.js"), "console.log('cellar')");
  // What the build's precompress step writes beside a text file (apps/web/build/precompress.ts).
  writeFileSync(join(client, "assets", "index-abc123.js.br"), brotliCompressSync("console.log('cellar')"));
  writeFileSync(join(client, "assets", "index-abc123.js.gz"), gzipSync("console.log('cellar')"));
  writeFileSync(join(client, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  mkdirSync(join(dist, "server"));
  writeFileSync(join(dist, "server", "index.js"), STAND_IN_SERVER_BUILD);
  t = await startTestServer({
    env: { WEB_DIST_DIR: dist, REMARKETING_SCRIPT_URL: "https://ads.example.com/tag.js" },
    logLevel: "error",
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("health", () => {
  it("GET /healthz answers exactly {status, db}", async () => {
    const res = await fetch(`${t.base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"status":"ok","db":"pglite"}');
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404 envelope on every prefix, never the web page", async () => {
    for (const path of [
      "/commerce-api/v1.0.0/api/nope",
      "/product-api/v1.0.0/api/nope",
      "/auth-api/v1.0.0/api/nope",
      "/user-api/v1.0.0/api/nope",
      "/mngr-api/v1.0.0/api/nope",
      "/product-api/v9.9.9/api/codes",
      "/other-api/whatever",
      "/user-api",
    ]) {
      const res = await t.call(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toContain("application/json");
      expect(res.body, path).toEqual({ code: "9999", message: "요청한 리소스를 찾을 수 없습니다", data: null });
    }
    const wrongMethod = await t.call("/product-api/v1.0.0/api/codes");
    expect(wrongMethod.status).toBe(404);
  });
});

describe("security headers", () => {
  it("sets a CSP fit for the SPA, allowing the remarketing origin, and the usual hardening headers", async () => {
    for (const path of ["/healthz", "/product-api/v1.0.0/api/app-config", "/"]) {
      const res = await fetch(t.base + path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      // A page's scripts also carry the answer's nonce (decision 372).
      expect(csp).toMatch(/script-src (?:'nonce-[^']+' )?'self' https:\/\/ads\.example\.com/);
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("font-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("are on every kind of answer, the answer's own headers winning (decision 352)", async () => {
    const hardened = (h: Headers, what: string) => {
      expect(h.get("content-security-policy"), what).toContain("default-src 'self'");
      expect(h.get("x-frame-options"), what).toBe("SAMEORIGIN");
      expect(h.get("strict-transport-security"), what).toContain("max-age=");
    };
    const api = (h: Headers, what: string) => {
      hardened(h, what);
      expect(h.get("cache-control"), what).toBe("no-store");
      expect(h.get("access-control-expose-headers"), what).toContain("x-scm-token");
    };
    const login = await t.login("demo");
    api(login.res.headers, "login (a route that sets its own headers)");
    expect(login.access).not.toBe("");
    const list = await t.call("/product-api/v1.0.0/api/products?category=10", {
      headers: { "x-scm-token": login.access },
    });
    api(list.headers, "list (a prepared answer)");
    expect(list.headers.get("content-type")).toBe("application/json");
    const refused = await t.call("/auth-api/v1.0.0/api/check");
    expect(refused.status).toBe(401);
    api(refused.headers, "error answer");
    api((await t.call("/product-api/v1.0.0/api/nope")).headers, "404");
    const head = await fetch(`${t.base}/product-api/v1.0.0/api/app-config`, { method: "HEAD" });
    expect(head.status).toBe(200);
    api(head.headers, "HEAD");
    const image = await fetch(`${t.base}/product-api/v1.0.0/api/file/thumbnail?FILE_ID=PRDW0001&FILE_SEQ_NO=1`);
    expect(image.status).toBe(200);
    hardened(image.headers, "thumbnail");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const file = await fetch(`${t.base}/assets/index-abc123.js`);
    hardened(file.headers, "web file");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("app config", () => {
  it("serves the store links and remarketing script to the web", async () => {
    const res = await t.call("/product-api/v1.0.0/api/app-config");
    const config = appConfigSchema.parse(res.body.data);
    expect(config.appStoreUrlIos).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(config.appStoreUrlAndroid).toMatch(/^https:\/\/play\.google\.com\//);
    expect(config.remarketingScriptUrl).toBe("https://ads.example.com/tag.js");
  });
});

describe("web app", () => {
  it("renders every page address through the web's handler, uncached, with a nonce in its CSP", async () => {
    for (const path of ["/", "/my", "/product/W0001", "/login?redirectPath=%2Fcoupon"]) {
      const res = await fetch(t.base + path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(`<p>${path} check=401</p>`);
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
      const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
      expect(nonce, path).toBeTruthy();
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain(`script-src 'nonce-${nonce}' 'self' https://ads.example.com`);
      expect(csp, path).toContain("default-src 'self'");
    }
    // A new nonce for every answer.
    const a = await (await fetch(`${t.base}/`)).headers.get("content-security-policy");
    const b = await (await fetch(`${t.base}/`)).headers.get("content-security-policy");
    expect(a).not.toBe(b);
    // The handler's own answers (a redirect) pass through.
    const redirect = await fetch(`${t.base}/redirect-me`, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/login");
  });

  it("gives the page's loaders the session cookie's member", async () => {
    const { access: token } = await t.login("demo");
    expect(token).not.toBe("");
    const res = await fetch(`${t.base}/my`, { headers: { cookie: `cellar_at=${encodeURIComponent(token)}` } });
    expect(await res.text()).toContain("<p>/my check=200</p>");
  });

  it("gzips a page for a browser that takes it", async () => {
    const res = await new Promise<{ res: http.IncomingMessage; body: Buffer }>((resolve, reject) =>
      http
        .get(`${t.base}/product`, { headers: { "accept-encoding": "gzip, br" } }, async (res) => {
          const chunks: Buffer[] = [];
          for await (const chunk of res) chunks.push(chunk as Buffer);
          resolve({ res, body: Buffer.concat(chunks) });
        })
        .on("error", reject),
    );
    expect(res.res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.body).toString()).toContain("<p>/product check=401</p>");
  });

  it("serves hashed assets with a long cache and 404s missing ones", async () => {
    const asset = await fetch(`${t.base}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await asset.text()).toContain("cellar");
    const missing = await fetch(`${t.base}/assets/index-gone.js`);
    expect(missing.status).toBe(404);
    const icon = await fetch(`${t.base}/favicon.svg`);
    expect(icon.headers.get("content-type")).toContain("image/svg+xml");
  });

  it("sends the build's compressed copy the browser accepts, and the plain file otherwise", async () => {
    const url = `${t.base}/assets/index-abc123.js`;
    const get = (encoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        http
          .get(url, { headers: { "accept-encoding": encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () =>
              resolve({
                encoding: res.headers["content-encoding"],
                vary: res.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          })
          .on("error", reject);
      });
    const br = await get("gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(br.vary).toContain("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe("console.log('cellar')");
    const gz = await get("gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe("console.log('cellar')");
    const plain = await get("identity");
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe("console.log('cellar')");
  });

  it("compresses API answers over 1 KB for a client that accepts gzip", async () => {
    const get = (path: string, encoding: string) =>
      new Promise<{ res: http.IncomingMessage; body: Buffer }>((resolve, reject) =>
        http
          .get(`${t.base}${path}`, { headers: { "accept-encoding": encoding } }, async (res) => {
            const chunks: Buffer[] = [];
            for await (const chunk of res) chunks.push(chunk as Buffer);
            resolve({ res, body: Buffer.concat(chunks) });
          })
          .on("error", reject),
      );
    // A prepared list answer (gzipped once, decision 351) and an answer made per request (codes).
    for (const path of ["/product-api/v1.0.0/api/products?pageNo=1", "/product-api/v1.0.0/api/products/W0005"]) {
      const first = await get(path, "gzip, deflate, br");
      expect(first.res.headers["content-encoding"], path).toBe("gzip");
      expect(first.res.headers.vary, path).toContain("Accept-Encoding");
      expect(first.res.headers["content-security-policy"], path).toContain("default-src 'self'");
      expect(first.res.headers["cache-control"], path).toBe("no-store");
      const body = JSON.parse(gunzipSync(first.body).toString());
      expect(body.code, path).toBe("0000");
      const again = await get(path, "gzip");
      expect(gunzipSync(again.body).toString(), path).toBe(gunzipSync(first.body).toString());
      const plain = await get(path, "identity");
      expect(plain.res.headers["content-encoding"], path).toBeUndefined();
      expect(JSON.parse(plain.body.toString()), path).toEqual(body);
    }
  });

  it("answers a clear 503 when the web app is not built", async () => {
    const bare = await startTestServer({ env: { WEB_DIST_DIR: join(dist, "missing") } });
    try {
      const res = await fetch(`${bare.base}/my`);
      expect(res.status).toBe(503);
      expect(await res.text()).toBe("web app not built: run npm run build");
      expect((await bare.call("/user-api/v1.0.0/api/nope")).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe("failures", () => {
  it("answer 500 with the Korean status text and no stack trace when the database is gone", async () => {
    const broken = await startTestServer();
    await broken.database.close();
    try {
      const res = await broken.call("/user-api/v1.0.0/api/membership/grades");
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: "9999", message: "서버 내부 오류가 발생했습니다", data: null });
      const health = await fetch(`${broken.base}/healthz`);
      expect(health.status).toBe(503);
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});
