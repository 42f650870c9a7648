import { fileURLToPath } from "node:url";
import { sanitizeRichContent } from "@cellar/contracts/rich-content";
import { expect, type Page, test } from "@playwright/test";
import createDOMPurify from "dompurify";
import { buildSync } from "esbuild";
import { JSDOM } from "jsdom";
import { ALLOWED_EMBEDS, XSS_CORPUS } from "../../packages/contracts/src/rich-content-corpus.test-helper";

/**
 * The rich-content policy (packages/contracts/src/rich-content.ts, decision 379) against a corpus
 * of known XSS and DOMPurify-bypass payloads in real Chromium: the browser's own parser is the one
 * that mutation XSS aims at. The policy and DOMPurify are bundled as the web bundles them and run
 * on a page without a CSP, so nothing but the sanitiser stands between a payload and running.
 */

type Harness = {
  sanitize: (html: string) => string;
  unsafe: (root: ParentNode) => string[];
  calls: string[];
};

const bundle = buildSync({
  stdin: {
    contents: `
      import DOMPurify from "dompurify";
      import { sanitizeRichContent, RICH_CONTENT_VIDEO_PLAYERS, RICH_CONTENT_IFRAME_SANDBOX } from "@cellar/contracts/rich-content";
      import { unsafeParts } from "../packages/contracts/src/rich-content-corpus.test-helper";
      const players = RICH_CONTENT_VIDEO_PLAYERS.map((p) => ({ host: p.host, path: p.path.source }));
      window.harness.sanitize = (html) => sanitizeRichContent(DOMPurify, html);
      window.harness.unsafe = (root) => unsafeParts(root, players, RICH_CONTENT_IFRAME_SANDBOX);
    `,
    resolveDir: fileURLToPath(new URL("..", import.meta.url)),
    loader: "ts",
  },
  bundle: true,
  write: false,
  format: "iife",
}).outputFiles[0]?.text;

/** What the API stores: the same policy on DOMPurify over jsdom (apps/api/src/app/rich-content.ts). */
const storedPurify = createDOMPurify(new JSDOM("").window);
const stored = (html: string) => sanitizeRichContent(storedPurify, html);

async function openHarness(page: Page) {
  // Nothing leaves the page: an allowed player's iframe must not reach the network in a test.
  await page.route("**/*", (route) => route.abort());
  await page.setContent("<!doctype html><html><body></body></html>");
  await page.evaluate(() => {
    const calls: string[] = [];
    const w = window as unknown as { harness: Partial<Harness>; __xss: (name: string) => void };
    w.harness = { calls };
    w.__xss = (name) => calls.push(name);
    window.alert = () => calls.push("alert");
  });
  await page.addScriptTag({ content: bundle });
}

/** Puts each piece of HTML into the live document as is (no sanitising here) and lets it settle. */
async function insertAll(page: Page, pieces: string[]) {
  await page.evaluate((htmls) => {
    for (const html of htmls) {
      const box = document.createElement("div");
      box.className = "piece";
      box.innerHTML = html;
      document.body.append(box);
    }
  }, pieces);
  // Error, load, focus, toggle and animation handlers fire within a few frames.
  await page.waitForTimeout(800);
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { harness: Harness }).harness.calls);
const unsafe = (page: Page) =>
  page.evaluate(() => (window as unknown as { harness: Harness }).harness.unsafe(document.body));

test("the harness sees a payload run when nothing sanitises it", async ({ page }) => {
  await openHarness(page);
  await insertAll(page, [`<img src=x onerror="window.__xss('control')">`]);
  expect(await calls(page)).toEqual(["control"]);
  expect(await unsafe(page)).not.toEqual([]);
});

test("in Chromium, no payload of the corpus runs after the web's sanitiser, and only allowed players stay", async ({
  page,
}) => {
  await openHarness(page);
  const cleaned = await page.evaluate(
    (htmls) => htmls.map((html) => (window as unknown as { harness: Harness }).harness.sanitize(html)),
    XSS_CORPUS.map((c) => c.html),
  );
  await insertAll(page, cleaned);
  expect(await calls(page)).toEqual([]);
  expect(await unsafe(page)).toEqual([]);
});

test("in Chromium, what the API stores is already safe, shown without the second pass", async ({ page }) => {
  await openHarness(page);
  await insertAll(
    page,
    XSS_CORPUS.map((c) => stored(c.html)),
  );
  expect(await calls(page)).toEqual([]);
  expect(await unsafe(page)).toEqual([]);
});

test("in Chromium, the allowed video players survive both passes, sandboxed", async ({ page }) => {
  await openHarness(page);
  const cleaned = await page.evaluate(
    (htmls) => htmls.map((html) => (window as unknown as { harness: Harness }).harness.sanitize(html)),
    ALLOWED_EMBEDS.map((e) => stored(e.html)),
  );
  await insertAll(page, cleaned);
  const srcs = await page.locator("iframe").evaluateAll((frames) => frames.map((f) => f.getAttribute("src")));
  expect(srcs).toEqual(ALLOWED_EMBEDS.map((e) => e.src));
  expect(await unsafe(page)).toEqual([]);
});
