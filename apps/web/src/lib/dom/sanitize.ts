import { sanitizeRichContent } from "@cellar/contracts/rich-content";
import DOMPurify, { type DOMPurify as Purifier } from "dompurify";

/** The server render's DOMPurify (on jsdom), handed in by entry.server.tsx; the browser uses its own DOM. */
let serverPurifier: Purifier | undefined;

export function provideServerPurifier(purifier: Purifier): void {
  serverPurifier = purifier;
}

/**
 * SPEC §5: rich content is sanitised where it is shown, under the policy shared with the API
 * (packages/contracts/src/rich-content.ts, decision 379): `iframe` only for allow-listed video
 * players, sandboxed. Without a DOM and no server purifier, nothing is shown rather than raw HTML.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  const purifier = DOMPurify.isSupported ? DOMPurify : serverPurifier;
  return purifier ? sanitizeRichContent(purifier, html) : "";
}
