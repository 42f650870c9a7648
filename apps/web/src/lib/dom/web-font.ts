import { nextTask } from "./next-task";

/**
 * Pretendard after the first paint, without one long task (decisions 312, 314).
 *
 * The page paints in the system font. Laying text out in a web font for the first time is what
 * costs: every unicode-range slice at every weight and size the page uses is set up on first use
 * (a whole-page switch was a 25–70 ms task unthrottled, several times that on a phone). So the
 * switch is prepared in short tasks, off screen: the page's slices are loaded; each slice is used
 * once (its file is decoded on first use, ~2 ms each); each font (style, weight, size) the page's
 * text uses is laid out once with the characters written in it. The final switch
 * (`html.fonts-ready`) then finds everything ready and takes a few milliseconds.
 */

/** Longest run of work between two yields to the browser (unthrottled; a phone is ~4× slower). */
const SLICE_MS = 5;

/** A check to call between items of a loop: it yields to the browser once SLICE_MS have passed. */
function slicer(): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart <= SLICE_MS) return;
    await nextTask();
    sliceStart = performance.now();
  };
}

/** Whether a box is on a screen of this height, or within `margin` above or below it. */
function nearScreen({ top, bottom }: DOMRect, viewportHeight: number, margin: number): boolean {
  return top <= viewportHeight + margin && bottom >= -margin;
}

/**
 * The text on screen under `root` by the font it is written in (style, weight, size), read in
 * slices of at most SLICE_MS with a yield between them. A subtree wholly below or above the
 * viewport is skipped: its text is laid out when it nears the screen (the product page's sections
 * are not even rendered before that, decision 317), and reading its styles here would compute them.
 */
export async function textByFont(root: Element, viewportHeight = window.innerHeight): Promise<Map<string, string>> {
  const byFont = new Map<string, Set<string>>();
  const maybeYield = slicer();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT, (node) =>
    nearScreen((node as Element).getBoundingClientRect(), viewportHeight, 0)
      ? NodeFilter.FILTER_ACCEPT
      : NodeFilter.FILTER_REJECT,
  );
  for (let el = walker.nextNode() as Element | null; el; el = walker.nextNode() as Element | null) {
    await maybeYield();
    let own = "";
    for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE) own += node.textContent ?? "";
    if (!own.trim()) continue;
    const style = getComputedStyle(el);
    const key = `${style.fontStyle} ${style.fontWeight} ${style.fontSize}`;
    const chars = byFont.get(key) ?? new Set<string>();
    byFont.set(key, chars);
    for (const ch of own) chars.add(ch);
  }
  return new Map([...byFont].map(([key, chars]) => [key, [...chars].join("")]));
}

/** The code point intervals of a CSS unicode-range value ("U+AC00-AC0F, U+1F??"). */
export function parseUnicodeRange(range: string): Array<[number, number]> {
  const intervals: Array<[number, number]> = [];
  for (const part of range.split(",")) {
    const m = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!m) continue;
    const [, first = "", last] = m;
    intervals.push([
      Number.parseInt(first.replaceAll("?", "0"), 16),
      Number.parseInt(last ?? first.replaceAll("?", "F"), 16),
    ]);
  }
  return intervals;
}

/** The characters of `chars` a face with this unicode-range covers. */
export function charsInRange(range: string, chars: string): string {
  return charsInIntervals(parseUnicodeRange(range), codePoints(chars));
}

/** The distinct code points of a text, in ascending order. */
export function codePoints(text: string): number[] {
  return [...new Set([...text].map((ch) => ch.codePointAt(0) ?? 0))].sort((a, b) => a - b);
}

/** The characters among `sorted` (ascending code points) inside the intervals, by binary search. */
function charsInIntervals(intervals: Array<[number, number]>, sorted: number[]): string {
  let out = "";
  for (const [from, to] of intervals) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] ?? 0) < from) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sorted.length && (sorted[i] ?? 0) <= to; i++) out += String.fromCodePoint(sorted[i] ?? 0);
  }
  return out;
}

/** Marks a part of the screen already switched to the web font (styles/base.css). */
const SWITCHED_ATTRIBUTE = "data-font-ready";

/** The next frame, right before its layout; the next task when the page is hidden (no frames). */
const nextFrame = () =>
  new Promise<void>((resolve) => (document.hidden ? setTimeout(resolve, 0) : requestAnimationFrame(() => resolve())));

/**
 * The screen's content under `root` in bands of about a third of the screen's height, top to
 * bottom: each band holds the elements that start in it, on screen or within half a screen of it
 * (what sits side by side, such as a carousel's cards, shares a band). An element taller than a
 * band is split into its children when it has any. What is further is left out.
 */
export function screenGroups(root: Element, viewportHeight = window.innerHeight): Element[][] {
  const part = viewportHeight / 3;
  // Chromium renders a `content-visibility: auto` section within half a screen of the viewport
  // too: left to the last frame, those were a 20 ms layout on the product page.
  const margin = viewportHeight / 2;
  const bands = new Map<number, Element[]>();
  const visit = (el: Element) => {
    for (const child of el.children) {
      const box = child.getBoundingClientRect();
      if (!nearScreen(box, viewportHeight, margin)) continue;
      if (box.height > part && child.childElementCount > 0) {
        visit(child);
        continue;
      }
      const band = Math.max(0, Math.floor((box.top + margin) / part));
      const members = bands.get(band) ?? [];
      bands.set(band, members);
      members.push(child);
    }
  };
  visit(root);
  return [...bands].sort(([a], [b]) => a - b).map(([, members]) => members);
}

/**
 * Loads the slices of `family` the page's text needs, lays each of the page's fonts out once off
 * screen (one task each), then switches the screen to it a third at a time, one frame each
 * (`data-font-ready`), and the whole page with `readyClass` on <html> in a last frame. A failure
 * leaves the system font and still sets the class, so the app never waits on a font.
 */
export async function applyWebFont({
  declare,
  family = "Pretendard",
  cssFamily = "var(--font-family)",
  readyClass = "fonts-ready",
}: {
  /** Adds the @font-face rules (the fonts stylesheet). */
  declare: () => Promise<unknown>;
  family?: string;
  /** The font-family value the page switches to. */
  cssFamily?: string;
  readyClass?: string;
}): Promise<void> {
  try {
    await declare();
    await nextTask();
    const maybeYield = slicer();
    const root = document.getElementById("root") ?? document.body;
    const sorted = codePoints(root.textContent || "가");
    await maybeYield();
    // The faces (unicode-range slices) the page's characters need, with those characters; then
    // their downloads started a few per task (starting one costs the main thread ~0.6 ms).
    const needed: Array<[FontFace, string]> = [];
    const faces: FontFace[] = [];
    document.fonts?.forEach((face) => {
      if (face.family.replaceAll('"', "") === family) faces.push(face);
    });
    for (const face of faces) {
      await maybeYield();
      const text = charsInIntervals(parseUnicodeRange(face.unicodeRange), sorted);
      if (text) needed.push([face, text]);
    }
    const loads: Promise<FontFace>[] = [];
    for (const [i, [face]] of needed.entries()) {
      if (i > 0 && i % 4 === 0) await nextTask();
      loads.push(face.load());
    }
    await Promise.all(loads);
    const fonts = await textByFont(root);
    // The probe's text sits in a closed shadow root: laid out like the page, but not part of
    // what the page says to anything that reads it (find in page, tests, assistive technology).
    const host = document.createElement("div");
    host.setAttribute("aria-hidden", "true");
    host.style.cssText =
      "position:absolute;top:0;left:0;width:100%;height:0;overflow:hidden;visibility:hidden;pointer-events:none";
    const probe = document.createElement("div");
    probe.style.fontFamily = cssFamily;
    host.attachShadow({ mode: "closed" }).append(probe);
    document.body.append(host);
    // Characters laid out per task: the first layout of a glyph in a variable font costs its
    // outline, so a whole font's text at once took 15–30 ms. Each task lays out a piece sized from
    // the previous one's time, to stay near SLICE_MS.
    let perTask = 32;
    /** Lays `text` out in the probe, a piece per task, each after yielding to the browser. */
    const layOut = async (text: string, style = "normal", weight = "400", size = "16px") => {
      const chars = [...text];
      for (let at = 0; at < chars.length; ) {
        await nextTask();
        const started = performance.now();
        probe.style.fontStyle = style;
        probe.style.fontWeight = weight;
        probe.style.fontSize = size;
        probe.textContent = chars.slice(at, at + perTask).join("");
        void probe.scrollHeight;
        at += perTask;
        const ms = performance.now() - started;
        perTask = Math.max(4, Math.min(512, Math.round(perTask * (ms > 0 ? Math.min(2, SLICE_MS / ms) : 2))));
      }
    };
    try {
      // One character per slice on screen first: a slice's file is decoded on its first use.
      const onScreen = codePoints([...fonts.values()].join(""));
      for (const [face] of needed) {
        const [first] = charsInIntervals(parseUnicodeRange(face.unicodeRange), onScreen);
        if (first) await layOut(first);
      }
      for (const [font, text] of fonts) {
        const [style, weight, size] = font.split(" ");
        await layOut(text, style, weight, size);
      }
    } finally {
      host.remove();
    }
    // The switch itself restyles, lays out and paints what it covers: the screen whole was one
    // frame of 16–28 ms of CPU. A third of it per frame keeps each under a third of that.
    const switched: Element[] = [];
    try {
      for (const group of screenGroups(root)) {
        await nextFrame();
        for (const el of group) {
          el.setAttribute(SWITCHED_ATTRIBUTE, "");
          switched.push(el);
        }
      }
      await nextFrame();
      document.documentElement.classList.add(readyClass);
    } finally {
      // Same frame as the class: the font these elements show does not change, so no layout.
      for (const el of switched) el.removeAttribute(SWITCHED_ATTRIBUTE);
    }
  } catch (e) {
    console.warn(`[fonts] ${family} did not load; the system font stays`, e);
  }
  document.documentElement.classList.add(readyClass);
}
