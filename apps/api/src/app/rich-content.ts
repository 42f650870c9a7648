import { sanitizeRichContent as sanitizeWith } from "@cellar/contracts/rich-content";
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

/** One DOMPurify on one jsdom window for the process (made on first use: jsdom costs ~100 ms). */
let purify: ReturnType<typeof createDOMPurify> | undefined;

/**
 * Sanitises the chain's rich content (notices, FAQ answers, event pages, terms) before it is
 * stored, under the policy shared with the web (packages/contracts/src/rich-content.ts, decision 379).
 */
export function sanitizeRichContent(html: string): string {
  purify ??= createDOMPurify(new JSDOM("").window);
  return sanitizeWith(purify, html);
}
