/**
 * Known XSS and DOMPurify-bypass payloads (OWASP's filter-evasion cheat sheet, DOMPurify's own
 * bypass reports: mutation XSS through svg/math/style/noscript, namespace confusion, entity and
 * whitespace tricks in URLs) for the rich-content policy (rich-content.ts). Each payload calls
 * `window.__xss(<name>)` if it ever runs; the tests check it never does.
 */
export const XSS_CORPUS: readonly { name: string; html: string }[] = [
  { name: "script", html: `<script>window.__xss('script')</script>` },
  { name: "script-in-p", html: `<p>안녕<script>window.__xss('script-in-p')</script></p>` },
  { name: "img-onerror", html: `<img src=x onerror="window.__xss('img-onerror')">` },
  { name: "img-unquoted", html: `<img src=x:x onerror=window.__xss('img-unquoted')//` },
  { name: "svg-onload", html: `<svg onload=window.__xss('svg-onload')>` },
  { name: "svg-script", html: `<svg><script>window.__xss('svg-script')</script></svg>` },
  { name: "svg-animate", html: `<svg><animate onbegin=window.__xss('svg-animate') attributeName=x dur=1s>` },
  { name: "svg-set", html: `<svg><set attributeName=onmouseover to=window.__xss('svg-set')>` },
  {
    name: "svg-a-xlink",
    html: `<svg><a xlink:href="javascript:window.__xss('svg-a-xlink')"><text x="9" y="9">x</text></a></svg>`,
  },
  { name: "a-javascript", html: `<a href="javascript:window.__xss('a-javascript')">링크</a>` },
  { name: "a-mixed-case", html: `<a href="JaVaScRiPt:window.__xss('a-mixed-case')">x</a>` },
  { name: "a-entity", html: `<a href="&#106;&#97;&#118;&#97;script:window.__xss('a-entity')">x</a>` },
  { name: "a-tab", html: `<a href="java&#x09;script:window.__xss('a-tab')">x</a>` },
  { name: "a-leading-control", html: `<a href="&#x01;javascript:window.__xss('a-leading-control')">x</a>` },
  {
    name: "a-data",
    html: `<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoJ2RhdGEnKTwvc2NyaXB0Pg==">x</a>`,
  },
  { name: "a-vbscript", html: `<a href="vbscript:msgbox(1)">x</a>` },
  { name: "a-onclick", html: `<a href="#" onclick="window.__xss('a-onclick')">x</a>` },
  { name: "iframe-javascript", html: `<iframe src="javascript:parent.__xss('iframe-javascript')"></iframe>` },
  { name: "iframe-srcdoc", html: `<iframe srcdoc="<script>parent.__xss('iframe-srcdoc')</script>"></iframe>` },
  {
    name: "iframe-srcdoc-on-allowed",
    html: `<iframe src="https://www.youtube.com/embed/abc" srcdoc="<script>parent.__xss('iframe-srcdoc-on-allowed')</script>"></iframe>`,
  },
  { name: "iframe-data", html: `<iframe src="data:text/html,<script>parent.__xss('iframe-data')</script>"></iframe>` },
  { name: "iframe-other-host", html: `<iframe src="https://evil.example/embed/abc"></iframe>` },
  { name: "iframe-lookalike-host", html: `<iframe src="https://www.youtube.com.evil.example/embed/abc"></iframe>` },
  { name: "iframe-userinfo", html: `<iframe src="https://www.youtube.com@evil.example/embed/abc"></iframe>` },
  { name: "iframe-http", html: `<iframe src="http://www.youtube.com/embed/abc"></iframe>` },
  {
    name: "iframe-other-path",
    html: `<iframe src="https://www.youtube.com/redirect?q=https://evil.example"></iframe>`,
  },
  {
    name: "iframe-allowed-onload",
    html: `<iframe src="https://www.youtube.com/embed/abc" onload="window.__xss('iframe-allowed-onload')"></iframe>`,
  },
  {
    name: "iframe-allowed-own-sandbox",
    html: `<iframe src="https://player.vimeo.com/video/123" sandbox="allow-top-navigation allow-scripts allow-same-origin allow-forms"></iframe>`,
  },
  {
    name: "iframe-in-svg",
    html: `<svg><foreignObject><iframe src="javascript:parent.__xss('iframe-in-svg')"></iframe></foreignObject></svg>`,
  },
  {
    name: "mxss-svg-style",
    html: `<svg></p><style><a id="</style><img src=1 onerror=window.__xss('mxss-svg-style')>">`,
  },
  {
    name: "mxss-math-mglyph",
    html: `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=window.__xss('mxss-math-mglyph')&gt;">`,
  },
  {
    name: "mxss-form-nesting",
    html: `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=window.__xss('mxss-form-nesting') src>">`,
  },
  {
    name: "mxss-noscript",
    html: `<noscript><p title="</noscript><img src=x onerror=window.__xss('mxss-noscript')>">`,
  },
  {
    name: "mxss-math-style",
    html: `<math><mi><style><img src=x onerror=window.__xss('mxss-math-style')></style></mi></math>`,
  },
  {
    name: "math-maction",
    html: `<math><maction actiontype="statusline" xlink:href="javascript:window.__xss('math-maction')">x</maction></math>`,
  },
  { name: "template", html: `<template><img src=x onerror=window.__xss('template')></template>` },
  { name: "object", html: `<object data="javascript:window.__xss('object')"></object>` },
  { name: "embed", html: `<embed src="javascript:window.__xss('embed')">` },
  { name: "body-onload", html: `<body onload=window.__xss('body-onload')>` },
  {
    name: "details-ontoggle",
    html: `<details open ontoggle=window.__xss('details-ontoggle')><summary>x</summary></details>`,
  },
  { name: "input-autofocus", html: `<input autofocus onfocus=window.__xss('input-autofocus')>` },
  { name: "video-source", html: `<video><source onerror=window.__xss('video-source')></video>` },
  { name: "audio", html: `<audio src=x onerror=window.__xss('audio')></audio>` },
  { name: "marquee", html: `<marquee onstart=window.__xss('marquee')>x</marquee>` },
  { name: "style-tag", html: `<style>@import url("https://evil.example/x.css");</style><p>x</p>` },
  { name: "style-attr", html: `<div style="background:url(javascript:window.__xss('style-attr'))">x</div>` },
  { name: "meta-refresh", html: `<meta http-equiv="refresh" content="0;url=javascript:window.__xss('meta-refresh')">` },
  { name: "base-href", html: `<base href="javascript:/">` },
  {
    name: "link-import",
    html: `<link rel="import" href="data:text/html,<script>window.__xss('link-import')</script>">`,
  },
  { name: "broken-attr", html: `"><script>window.__xss('broken-attr')</script>` },
  { name: "comment-close", html: `<!--><img src=x onerror=window.__xss('comment-close')>-->` },
  { name: "cdata", html: `<svg><![CDATA[><image xlink:href="]]><img src=x onerror=window.__xss('cdata')//"></svg>` },
  { name: "form-action", html: `<form action="javascript:window.__xss('form-action')"><button>x</button></form>` },
  { name: "button-formaction", html: `<button formaction="javascript:window.__xss('button-formaction')">x</button>` },
  { name: "data-attr", html: `<div data-x="1" data-bind="click: __xss">x</div>` },
  { name: "target-named", html: `<a href="https://example.com" target="opener">x</a>` },
];

/** Allowed embeds that must survive, each with the src it keeps. */
export const ALLOWED_EMBEDS: readonly { name: string; html: string; src: string }[] = [
  {
    name: "youtube",
    html: `<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="와인 클래스" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen></iframe>`,
    src: "https://www.youtube.com/embed/dQw4w9WgXcQ",
  },
  {
    name: "vimeo",
    html: `<iframe src="https://player.vimeo.com/video/76979871" allowfullscreen></iframe>`,
    src: "https://player.vimeo.com/video/76979871",
  },
  {
    name: "naver-tv",
    html: `<iframe src="https://tv.naver.com/embed/12345678" allowfullscreen></iframe>`,
    src: "https://tv.naver.com/embed/12345678",
  },
  {
    name: "kakao-tv",
    html: `<iframe src="https://play-tv.kakao.com/embed/player/cliplink/4567890" allowfullscreen></iframe>`,
    src: "https://play-tv.kakao.com/embed/player/cliplink/4567890",
  },
];

/**
 * What in a sanitised tree could run code or frame another page: script-like elements, event
 * handler or srcdoc attributes, script URLs, iframes off the allow-list or without the policy's
 * sandbox. Self-contained (no imports), so Playwright can run it in the page. `players` are the
 * policy's video players with their path patterns as source strings.
 */
type ElementLike = {
  localName: string;
  getAttribute(name: string): string | null;
  getAttributeNames(): string[];
};

export function unsafeParts(
  root: { querySelectorAll(selectors: string): ArrayLike<unknown> },
  players: { host: string; path: string }[],
  sandbox: string,
): string[] {
  const problems: string[] = [];
  const forbidden = new Set([
    "script",
    "style",
    "object",
    "embed",
    "frame",
    "frameset",
    "base",
    "meta",
    "link",
    "form",
  ]);
  // Leading whitespace and control characters are ignored by URL parsers, so they are here too.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  const scriptUrl = /^[\s\u0000-\u001f]*(javascript|data|vbscript):/i;
  for (const element of Array.from(root.querySelectorAll("*")) as ElementLike[]) {
    const tag = element.localName.toLowerCase();
    if (forbidden.has(tag)) problems.push(`<${tag}> survived`);
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name) ?? "";
      if (/^on/i.test(name)) problems.push(`${tag}[${name}] survived`);
      if (name === "srcdoc") problems.push(`${tag}[srcdoc] survived`);
      if (/(^|:)(href|src|action|formaction|data)$/i.test(name) && scriptUrl.test(value)) {
        problems.push(`${tag}[${name}=${value}] survived`);
      }
    }
    if (tag === "iframe") {
      const src = element.getAttribute("src") ?? "";
      let allowed = false;
      try {
        const url = new URL(src);
        allowed =
          url.protocol === "https:" &&
          !url.username &&
          players.some((p) => p.host === url.hostname && new RegExp(p.path).test(url.pathname));
      } catch {
        allowed = false;
      }
      if (!allowed) problems.push(`iframe ${src} survived`);
      if (element.getAttribute("sandbox") !== sandbox) problems.push(`iframe ${src} without the policy's sandbox`);
    }
  }
  return problems;
}
