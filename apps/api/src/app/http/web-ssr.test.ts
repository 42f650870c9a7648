import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/harness";
import { assemblePage, pageAssets, scriptJson } from "./web-ssr";

const UA = "Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36 CellarApp/1.4.0";
const TEMPLATE =
  '<!doctype html><html><head><title>Cellar</title><script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  "index.html": {
    file: "assets/index.js",
    css: ["assets/index.css"],
    isEntry: true,
    dynamicImports: ["node_modules/react/index.js", "src/app/start.tsx", "src/lib/chunk-error.ts"],
  },
  "node_modules/react/index.js": { file: "assets/react-facade.js", imports: ["_react.js"] },
  "_react.js": { file: "assets/react.js" },
  "src/lib/chunk-error.ts": { file: "assets/chunk-error.js" },
  "src/app/start.tsx": { file: "assets/start.js", css: ["assets/start.css"], imports: ["_shared.js"] },
  "_shared.js": { file: "assets/shared.js", css: ["assets/index.css"] },
  "src/app/routes/pages/home-page.tsx": { file: "assets/home.js", css: ["assets/home.css"], imports: ["_shared.js"] },
  "src/styles/fonts.css": { file: "assets/fonts.css", src: "src/styles/fonts.css" },
};

/** A server entry like the web build's: it renders the path, the member and what /api/check answered it. */
const ENTRY = `
let apiFetch;
export async function init(f) { apiFetch = f; }
export async function render({ url, userAgent, member }) {
  if (url.startsWith("/skip")) return { kind: "skip", reason: "test" };
  if (url.startsWith("/boom")) throw new Error("boom");
  const res = await apiFetch("/auth-api/v1.0.0/api/check");
  const body = await res.json();
  const who = member ? member.loginId : "guest";
  return {
    kind: "page",
    status: 200,
    html: "<main>" + url + "|" + who + "|" + body.code + "|" + userAgent.includes("CellarApp") + "</main>",
    state: { queries: { note: "</script><b>" }, loaderData: {}, mberNo: member ? member.mberNo : null },
    pageFile: "src/app/routes/pages/home-page.tsx",
  };
}`;

describe("page assembly", () => {
  it("keeps </script> and comments out of the state script", () => {
    const json = scriptJson({ a: "</script><!-- x -->&\u2028" });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ a: "</script><!-- x -->&\u2028" });
  });

  it("collects a page's styles and chunks through its static imports, once each", () => {
    expect(pageAssets(MANIFEST, "src/app/routes/pages/home-page.tsx")).toEqual({
      css: ["assets/home.css", "assets/index.css"],
      js: ["assets/home.js", "assets/shared.js"],
    });
    expect(pageAssets(MANIFEST, "src/nothing.tsx")).toEqual({ css: [], js: [] });
  });

  it("inlines every style the page needs, leads the head with its image preloads, and puts the markup in #root", () => {
    const html = assemblePage(
      TEMPLATE,
      MANIFEST,
      {
        kind: "page",
        status: 200,
        html: '<link rel="preload" as="image" href="/img?id=1" fetchPriority="high"/><main>hi</main>',
        state: { queries: {}, loaderData: {}, mberNo: null },
        pageFile: "src/app/routes/pages/home-page.tsx",
      },
      (file) => `/*${file}*/`,
    );
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).toContain(
      '<link rel="preload" as="image" href="/img?id=1" fetchPriority="high"/><style>/*assets/index.css*/\n/*assets/start.css*/\n/*assets/home.css*/\n/*assets/fonts.css*/</style>',
    );
    // Named for Vite's preload helper, so the page's code does not load them again; never fetched.
    expect([...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0])).toEqual([
      '<link rel="stylesheet" href="/assets/index.css" disabled>',
      '<link rel="stylesheet" href="/assets/start.css" disabled>',
      '<link rel="stylesheet" href="/assets/home.css" disabled>',
      '<link rel="stylesheet" href="/assets/fonts.css" disabled>',
    ]);
    expect(html).toContain(
      '<div id="root"><main>hi</main></div><script id="cellar-ssr-state" type="application/json">',
    );
    // The start's and the page's chunks, for the app to preload after the first paint.
    const scripts = /<script id="cellar-ssr-scripts" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    // main.tsx's start steps first, each with what it imports; not the chunk-error recovery.
    expect(JSON.parse(scripts ?? "null")).toEqual([
      "/assets/react-facade.js",
      "/assets/react.js",
      "/assets/start.js",
      "/assets/shared.js",
      "/assets/home.js",
    ]);
  });
});

describe("pages rendered by the server", () => {
  let t: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = join(mkdtempSync(join(tmpdir(), "cellar-ssr-")), "dist");
    mkdirSync(join(dist, ".vite"), { recursive: true });
    mkdirSync(`${dist}-server`);
    writeFileSync(join(dist, "index.html"), TEMPLATE);
    writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
    writeFileSync(join(`${dist}-server`, "entry-server.js"), ENTRY);
    mkdirSync(join(dist, "assets"));
    for (const css of ["index", "start", "home", "fonts"])
      writeFileSync(join(dist, "assets", `${css}.css`), `.${css}{}`);
    t = await startTestServer({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(join(dist, ".."), { recursive: true, force: true });
  });

  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${t.base}${path}`, { headers: { "user-agent": UA, ...headers } });

  it("renders a guest's page, compressed, never cached, with the request's agent", async () => {
    const res = await page("/product?category=10", { "accept-encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("server-timing")).toMatch(/^ssr;dur=/);
    const html = await res.text();
    // A guest's calls carry no session: /api/check answers NON_MEMBER.
    expect(html).toContain("<main>/product?category=10|guest|NON_MEMBER|true</main>");
    expect(html).toContain('"note":"\\u003c/script\\u003e\\u003cb\\u003e"');
    expect(html).toContain("<style>.index{}\n.start{}\n.home{}\n.fonts{}</style>");
  });

  it("renders for the member of the session cookie, whose calls carry that session", async () => {
    const { access } = await t.login("demo");
    const html = await (await page("/", { cookie: `cellar_at=${access}` })).text();
    expect(html).toContain("<main>/|demo|0000|true</main>");
    expect(html).toMatch(/"mberNo":"M\d+"/);
  });

  it("sends the shell when the cookie's session is no longer valid, the render steps aside or fails", async () => {
    for (const [path, headers] of [
      ["/", { cookie: "cellar_at=v1.not-a-token" }],
      ["/skip", {}],
      ["/boom", {}],
    ] as const) {
      const res = await page(path, headers);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain("cellar-ssr-state");
      // The shell lists the start's styles and chunks, so the browser fetches them at once.
      expect(html, path).toContain('<link rel="modulepreload" crossorigin href="/assets/start.js">');
      expect(html, path).toContain('<link rel="stylesheet" href="/assets/start.css">');
    }
  });

  it("never serves the build's manifest", async () => {
    expect((await page("/.vite/manifest.json")).status).toBe(404);
  });
});
