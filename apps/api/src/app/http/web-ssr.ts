import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LANG_COOKIE, SESSION_COOKIE, SSR_SCRIPTS_ID, SSR_STATE_ID } from "@cellar/contracts";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "./context";

/**
 * The server render of the web app's pages (decision 310): the web build's `dist-server/entry-server.js`
 * renders a page with the data it uses, and this puts it into the built index.html with the page's
 * styles and scripts. Anything that fails sends the plain index.html (the browser renders instead).
 */

type SsrState = { queries: unknown; loaderData: unknown; mberNo: string | null };
type RenderResult =
  | { kind: "page"; status: number; html: string; state: SsrState; pageFile: string }
  | { kind: "skip"; reason: string };
type EntryServer = {
  init: (apiFetch: typeof fetch) => Promise<void>;
  render: (request: { url: string; userAgent: string; member: unknown }) => Promise<RenderResult>;
};
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;
type Logger = { warn: (obj: object, msg: string) => void };

/** A render slower than this sends the plain page instead (the browser renders it). */
const RENDER_BUDGET_MS = 3000;
const ROOT = '<div id="root"></div>';
const CHECK_PATH = "/auth-api/v1.0.0/api/check";
/** The app's start module (apps/web/src/app/start.tsx): every page runs it after the first paint. */
const START_FILE = "src/app/start.tsx";
/** main.tsx, and the module it imports only when the start fails (not worth preloading). */
const ENTRY_FILE = "index.html";
const CHUNK_ERROR_FILE = "src/lib/chunk-error.ts";
/** Pretendard's @font-face rules (apps/web/src/styles/fonts.css), which main.tsx imports after the first paint. */
const FONTS_FILE = "src/styles/fonts.css";

/** JSON safe inside a script element: no `</script>`, no HTML comment, no line separators. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");

/** The CSS files and JS chunks a page file needs, through its static imports (from the build manifest). */
export function pageAssets(manifest: Manifest, pageFile: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(pageFile);
  return { css: [...css], js: [...js] };
}

/** The styles and module preloads of the app's start (those index.html does not load already). */
function startLinks(template: string, manifest: Manifest): string {
  const { css, js } = pageAssets(manifest, START_FILE);
  const fresh = (files: string[]) => files.filter((f) => !template.includes(`/${f}"`));
  return [
    ...fresh(css).map((f) => `<link rel="stylesheet" href="/${f}">`),
    ...fresh(js).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join("");
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

/**
 * index.html with the rendered page, ready to paint from this one answer: every style the shell,
 * the app's start and the page use is inlined (no request holds the first paint, and none is made
 * again when the page's code loads), the page's
 * image preloads lead the head (the LCP image is requested first), and the state follows #root.
 * The app's scripts load after the first paint (apps/web/src/main.tsx), so none is preloaded here:
 * their list follows the state, and main.tsx preloads them all then.
 */
export function assemblePage(
  template: string,
  manifest: Manifest,
  result: Extract<RenderResult, { kind: "page" }>,
  readCss: (file: string) => string,
): string {
  const shellCss = [...template.matchAll(STYLESHEET_LINK)].map((m) => m[1] as string);
  const start = pageAssets(manifest, START_FILE);
  const page = pageAssets(manifest, result.pageFile);
  // The @font-face rules too: declared later, they made the browser restyle and relay out the whole
  // page (a new face invalidates every font), 30–130 ms at once. Declared here they cost nothing:
  // no text uses Pretendard before the app switches to it (decision 314), so nothing is fetched.
  const fonts = manifest[FONTS_FILE]?.file;
  const files = [...new Set([...shellCss, ...start.css, ...page.css, ...(fonts ? [fonts] : [])])];
  // Each inlined file is also named by a disabled link (never fetched nor applied): Vite's preload
  // helper skips a stylesheet a link already names, so loading the page's code does not fetch the
  // same styles again and restyle the page when they arrive.
  const style = `<style>${files.map(readCss).join("\n")}</style>${files.map((f) => `<link rel="stylesheet" href="/${f}" disabled>`).join("")}`;
  const preloads = result.html.match(IMAGE_PRELOAD)?.join("") ?? "";
  const body = result.html.replace(IMAGE_PRELOAD, "");
  const state = `<script id="${SSR_STATE_ID}" type="application/json">${scriptJson(result.state)}</script>`;
  // The chunks of main.tsx's start steps, the start's and the page's (not the entry, which
  // index.html loads): the app asks for them all at once after the first paint instead of
  // discovering them import by import, or step by step a round trip each.
  const steps = (manifest[ENTRY_FILE]?.dynamicImports ?? []).filter((key) => key !== CHUNK_ERROR_FILE);
  const stepFiles = steps.flatMap((key) => pageAssets(manifest, key).js);
  const scriptFiles = [...new Set([...stepFiles, ...start.js, ...page.js])].filter((f) => !template.includes(`/${f}"`));
  const scripts = `<script id="${SSR_SCRIPTS_ID}" type="application/json">${scriptJson(scriptFiles.map((f) => `/${f}`))}</script>`;
  return template
    .replace(STYLESHEET_LINK, "")
    .replace("</title>", `</title>${preloads}${style}`)
    .replace(ROOT, `<div id="root">${body}</div>${state}${scripts}`);
}

/** index.html for the browser to render: with the start's styles and chunks. */
export const assembleShell = (template: string, manifest: Manifest) =>
  template.replace("</head>", `${startLinks(template, manifest)}</head>`);

/** The page rendered on the server, else the shell for the browser to render; null: no build to use. */
export type PageRenderer = (c: Context<AppEnv>) => Promise<Response | null>;

/**
 * A renderer for the build in `distDir`, or null when the build has no server entry. The entry is
 * loaded on first use; `apiFetch` answers the page's calls in-process, each with the access token
 * of the page request's session cookie (SESSION_COOKIE).
 */
export function createPageRenderer(distDir: string, apiFetch: typeof fetch, logger: Logger): PageRenderer | null {
  const session = new AsyncLocalStorage<string>();
  const sessionFetch: typeof fetch = (input, init) => {
    const token = session.getStore();
    if (!token) return apiFetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set("x-scm-token", token);
    return apiFetch(input, { ...init, headers });
  };
  /** The member of a token (the LoginUserInfo of /api/check), or undefined when it is not a valid session. */
  const memberOf = async (token: string): Promise<unknown> => {
    const res = await apiFetch(CHECK_PATH, { headers: { "x-scm-token": token } });
    const body = (await res.json().catch(() => null)) as { code?: string; data?: unknown } | null;
    return res.ok && body?.code === "0000" && body.data ? body.data : undefined;
  };
  const entryFile = join(`${distDir}-server`, "entry-server.js");
  const manifestFile = join(distDir, ".vite", "manifest.json");
  const templateFile = join(distDir, "index.html");
  if (!existsSync(entryFile) || !existsSync(manifestFile) || !existsSync(templateFile)) return null;
  let loaded: Promise<{ entry: EntryServer; manifest: Manifest; template: string }> | undefined;
  const css = new Map<string, string>();
  const readCss = (file: string) => {
    let text = css.get(file);
    if (text === undefined) {
      text = readFileSync(join(distDir, file), "utf8");
      css.set(file, text);
    }
    return text;
  };
  const load = async () => {
    const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;
    await entry.init(sessionFetch);
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
    const template = readFileSync(templateFile, "utf8");
    if (!template.includes(ROOT) || !template.includes("</title>")) {
      throw new Error(`${templateFile} has no ${ROOT} or no <title>`);
    }
    return { entry, manifest, template };
  };

  return async (c) => {
    const started = performance.now();
    let build: Awaited<typeof loaded>;
    try {
      loaded ??= load();
      build = await loaded;
    } catch (e) {
      logger.warn({ err: e instanceof Error ? e.message : String(e) }, "server render entry failed to load");
      return null;
    }
    const { entry, manifest, template } = build;
    const shell = () => htmlAnswer(c, assembleShell(template, manifest), 200);
    try {
      const url = new URL(c.req.url);
      // The server renders Korean: a browser set to English renders its pages itself.
      if (getCookie(c, LANG_COOKIE) === "en") return shell();
      // A session the API no longer accepts (expired, replaced): the browser renders, refreshing first.
      const token = getCookie(c, SESSION_COOKIE) ?? "";
      const member = token ? await memberOf(token) : null;
      if (member === undefined) return shell();
      const request = { url: `${url.pathname}${url.search}`, userAgent: c.req.header("user-agent") ?? "", member };
      const result = await withBudget(session.run(token, () => entry.render(request)));
      if (result.kind === "skip") return shell();
      const page = assemblePage(template, manifest, result, readCss);
      c.header("Server-Timing", `ssr;dur=${(performance.now() - started).toFixed(1)}`);
      return htmlAnswer(c, page, result.status);
    } catch (e) {
      logger.warn({ err: e instanceof Error ? e.message : String(e), path: c.req.path }, "server render failed");
      return shell();
    }
  };
}

function withBudget<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`render took over ${RENDER_BUDGET_MS} ms`)), RENDER_BUDGET_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The page, compressed for the client (brotli, else gzip), never cached (it changes with the data). */
function htmlAnswer(c: Context<AppEnv>, html: string, status: number): Response {
  const accepts = c.req.header("accept-encoding") ?? "";
  c.header("Content-Type", "text/html; charset=UTF-8");
  c.header("Cache-Control", "no-cache");
  c.header("Vary", "Accept-Encoding");
  const body = Buffer.from(html);
  if (/\bbr\b/.test(accepts)) {
    c.header("Content-Encoding", "br");
    return c.body(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), status as 200);
  }
  if (/\bgzip\b/.test(accepts)) {
    c.header("Content-Encoding", "gzip");
    return c.body(gzipSync(body, { level: 6 }), status as 200);
  }
  return c.body(body, status as 200);
}
