import { createRequire } from "node:module";
import { sanitizeRichContent as sanitizeWith } from "@cellar/contracts/rich-content";
import createDOMPurify from "dompurify";

export type RichContentPurifier = ReturnType<typeof createDOMPurify>;

/**
 * One DOMPurify on one jsdom window for the process, made on first use. jsdom itself is loaded
 * then too, not when the server starts: loading it takes about a second, most of a restart
 * (decision 454).
 */
let purify: RichContentPurifier | undefined;
const load = createRequire(import.meta.url);

/**
 * The process's DOMPurify, also handed to the web's server render (apps/web/server/app.ts), which
 * sanitises rich content where it is shown without carrying jsdom in its build.
 */
export function richContentPurifier(): RichContentPurifier {
  if (!purify) {
    const { JSDOM } = load("jsdom") as typeof import("jsdom");
    purify = createDOMPurify(new JSDOM("").window);
  }
  return purify;
}

/**
 * Sanitises the chain's rich content (notices, FAQ answers, event pages, terms) before it is
 * stored, under the policy shared with the web (packages/contracts/src/rich-content.ts, decision 379).
 */
export function sanitizeRichContent(html: string): string {
  return sanitizeWith(richContentPurifier(), html);
}
