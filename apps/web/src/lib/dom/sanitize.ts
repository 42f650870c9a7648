import DOMPurify from "dompurify";

/** SPEC §5: rich content is sanitised, with `iframe` allowed for video embeds. */
export function sanitizeHtml(html: string | null | undefined): string {
  // Without a DOM (the server render) DOMPurify cannot sanitise: nothing is shown rather than raw HTML.
  if (!html || !DOMPurify.isSupported) return "";
  return DOMPurify.sanitize(html, {
    ADD_TAGS: ["iframe"],
    ADD_ATTR: ["allow", "allowfullscreen", "frameborder", "scrolling", "target"],
  });
}
