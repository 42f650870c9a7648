import type { Config, DOMPurify } from "dompurify";

/**
 * Rich content (notices, FAQ answers, event pages, terms) is HTML the chain writes. It is
 * sanitised with DOMPurify twice, by this one policy (decision 379): where it is stored (the API,
 * DOMPurify on jsdom) and where it is shown (the web, DOMPurify on the browser's DOM, or jsdom in
 * the server render). SPEC §5 allows the extra tag `iframe` for video embeds; only the players of
 * these hosts survive, over https, with a `sandbox` and no attribute beyond the ones listed.
 */
export const RICH_CONTENT_VIDEO_PLAYERS: readonly { host: string; path: RegExp }[] = [
  { host: "www.youtube.com", path: /^\/embed\/[\w-]+$/ },
  { host: "www.youtube-nocookie.com", path: /^\/embed\/[\w-]+$/ },
  { host: "player.vimeo.com", path: /^\/video\/\d+$/ },
  { host: "tv.naver.com", path: /^\/embed\/\d+$/ },
  { host: "play-tv.kakao.com", path: /^\/embed\/player\/cliplink\/\d+$/ },
];

/** What an embedded player may do: run its own scripts on its own origin, go full screen. */
export const RICH_CONTENT_IFRAME_SANDBOX = "allow-scripts allow-same-origin allow-presentation";
const IFRAME_ATTRIBUTES = new Set(["src", "title", "width", "height", "allow", "allowfullscreen"]);

/** Whether `src` is the https address of an allow-listed video player. */
export function isAllowedVideoSrc(src: string | null | undefined): boolean {
  if (!src) return false;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  return RICH_CONTENT_VIDEO_PLAYERS.some((p) => p.host === url.hostname && p.path.test(url.pathname));
}

const CONFIG: Config = {
  ADD_TAGS: ["iframe"],
  ADD_ATTR: ["allow", "allowfullscreen", "target"],
  // Content, not an application: no forms, no styles sheets, no other embedded documents.
  FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "option", "object", "embed", "frame"],
  FORBID_ATTR: ["srcdoc", "formaction", "action"],
  ALLOW_DATA_ATTR: false,
};

/** The part of a DOM element the hook below uses (contracts compile without the DOM library). */
type ElementLike = {
  nodeName: string;
  getAttribute(name: string): string | null;
  getAttributeNames(): string[];
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
};

const configured = new WeakSet<DOMPurify>();

/** Adds the policy's hooks to a DOMPurify instance, once. */
function configure(purify: DOMPurify): void {
  if (configured.has(purify)) return;
  configured.add(purify);
  purify.addHook("afterSanitizeAttributes", (node) => {
    const element = node as unknown as ElementLike;
    if (element.nodeName === "IFRAME") {
      if (!isAllowedVideoSrc(element.getAttribute("src"))) {
        element.remove();
        return;
      }
      for (const name of element.getAttributeNames()) {
        if (!IFRAME_ATTRIBUTES.has(name)) element.removeAttribute(name);
      }
      element.setAttribute("sandbox", RICH_CONTENT_IFRAME_SANDBOX);
      element.setAttribute("loading", "lazy");
      element.setAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    }
    // A link that opens a new window gives that window no handle on this one.
    if (element.nodeName === "A" && element.getAttribute("target")) {
      if (element.getAttribute("target") !== "_blank") element.removeAttribute("target");
      else element.setAttribute("rel", "noopener noreferrer");
    }
  });
}

/** Sanitises rich content with the given DOMPurify instance under the policy above. */
export function sanitizeRichContent(purify: DOMPurify, html: string | null | undefined): string {
  if (!html || !purify.isSupported) return "";
  configure(purify);
  return purify.sanitize(html, CONFIG) as string;
}
