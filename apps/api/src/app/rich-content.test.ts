import { RICH_CONTENT_IFRAME_SANDBOX, RICH_CONTENT_VIDEO_PLAYERS } from "@cellar/contracts/rich-content";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import {
  ALLOWED_EMBEDS,
  unsafeParts,
  XSS_CORPUS,
} from "../../../../packages/contracts/src/rich-content-corpus.test-helper";
import { sanitizeRichContent } from "./rich-content";

const players = RICH_CONTENT_VIDEO_PLAYERS.map((p) => ({ host: p.host, path: p.path.source }));
const parse = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;

describe("rich content is sanitised before it is stored (decision 379)", () => {
  it.each(XSS_CORPUS)("$name: nothing that could run or frame survives", ({ html }) => {
    const clean = sanitizeRichContent(html);
    expect(unsafeParts(parse(clean), players, RICH_CONTENT_IFRAME_SANDBOX)).toEqual([]);
    // Sanitising what was stored changes nothing more: the web's second pass sees a fixed point.
    expect(sanitizeRichContent(clean)).toBe(clean);
  });

  it.each(ALLOWED_EMBEDS)(
    "$name: the video player stays, sandboxed, with only the attributes it needs",
    ({ html, src }) => {
      const iframes = parse(sanitizeRichContent(html)).querySelectorAll("iframe");
      expect(iframes).toHaveLength(1);
      const iframe = iframes[0] as HTMLIFrameElement;
      expect(iframe.getAttribute("src")).toBe(src);
      expect(iframe.getAttribute("sandbox")).toBe(RICH_CONTENT_IFRAME_SANDBOX);
      expect(iframe.getAttributeNames().sort()).toEqual(
        expect.arrayContaining(["sandbox", "src", "loading", "referrerpolicy"]),
      );
      expect(iframe.hasAttribute("frameborder")).toBe(false);
    },
  );

  it("keeps the chain's ordinary formatting, text and links", () => {
    const html =
      '<h2>12월 시음회</h2><p><strong>일시</strong>: 12월 5일 <a href="https://cellar.example/store" target="_blank">매장 안내</a></p><ul><li>레드</li></ul><img src="https://cdn.example/a.jpg" alt="와인">';
    const body = parse(sanitizeRichContent(html));
    expect(body.querySelector("h2")?.textContent).toBe("12월 시음회");
    expect(body.querySelector("strong")?.textContent).toBe("일시");
    const link = body.querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://cellar.example/store");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(body.querySelector("img")?.getAttribute("alt")).toBe("와인");
  });

  it("drops the named-window target a link could use to reach an opener", () => {
    const body = parse(sanitizeRichContent('<a href="https://example.com" target="opener">x</a>'));
    expect(body.querySelector("a")?.hasAttribute("target")).toBe(false);
  });
});
