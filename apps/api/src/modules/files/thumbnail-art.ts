/**
 * Generated label art (docs/decisions/202-thumbnail-art.md): a small deterministic SVG per product
 * image and per banner. Colour follows the kind of drink, ornament and accent follow a hash of the
 * code, and a bar code spells the code and image number, so every product and every image number
 * looks different. Product labels draw no text (decision 315): text in an SVG image is laid out on
 * the browser's main thread each time it is painted. Banner text is XML-escaped.
 */

export type LabelInput = {
  code: string;
  seq: number;
  title: string;
  subtitle: string;
  producer: string;
  vintage: number | null;
  clasMCd: string;
};
export type BannerInput = { code: string; title: string; subtitle: string; bgColor: string };

/** Label colours [background, ink] per sub-class, falling back to the large class. */
const PALETTE: Record<string, [string, string]> = {
  "1010": ["#5b1a2a", "#f4e7d3"],
  "1020": ["#efe3b8", "#3a3220"],
  "1030": ["#f3c4c4", "#5a2330"],
  "1040": ["#d8c27c", "#2d2615"],
  "1050": ["#c98b2b", "#2b1a06"],
  "1060": ["#6b2d1a", "#f6e2c8"],
  "20": ["#8a5a2b", "#fbeed9"],
  "30": ["#2f4b68", "#e9f0f6"],
  "40": ["#ebe6da", "#2a2a2a"],
  "50": ["#3f6146", "#f1efe3"],
  "60": ["#d9a441", "#2b2008"],
  "70": ["#4d535e", "#f2f2f2"],
};

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** FNV-1a, 32 bits. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Splits a name into at most two lines of about `width` characters, on spaces. */
function lines(text: string, width: number): string[] {
  const out: string[] = [""];
  for (const word of text.split(" ")) {
    const last = out[out.length - 1]!;
    if (last && (last + word).length > width) out.push(word);
    else out[out.length - 1] = last ? `${last} ${word}` : word;
  }
  return out.length > 2 ? [out[0]!, clip(out.slice(1).join(" "), width)] : out;
}

function ornament(kind: number, ink: string, accent: string): string {
  switch (kind) {
    case 0:
      return `<circle cx="150" cy="120" r="46" fill="none" stroke="${accent}" stroke-width="3"/><circle cx="150" cy="120" r="34" fill="${accent}" opacity=".35"/>`;
    case 1:
      return `<path d="M150 70l48 50-48 50-48-50z" fill="none" stroke="${accent}" stroke-width="3"/><path d="M150 92l26 28-26 28-26-28z" fill="${accent}" opacity=".4"/>`;
    case 2:
      return `<path d="M96 150q54-96 108 0" fill="none" stroke="${accent}" stroke-width="4"/><path d="M112 150q38-62 76 0" fill="none" stroke="${ink}" stroke-width="2" opacity=".6"/>`;
    default:
      return `<rect x="108" y="78" width="84" height="84" rx="10" fill="none" stroke="${accent}" stroke-width="3" transform="rotate(12 150 120)"/><rect x="124" y="94" width="52" height="52" rx="6" fill="${accent}" opacity=".35"/>`;
  }
}

/**
 * The bars spelling `text` (each character's 8 bits, wide for 1 and narrow for 0) as [x, width]
 * from 0, and how wide they are together: a different text always draws a different bar code.
 */
function codeBarLayout(text: string): { bars: Array<[number, number]>; width: number } {
  const bars: Array<[number, number]> = [];
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const byte = text.charCodeAt(i) & 0xff;
    for (let bit = 7; bit >= 0; bit--) {
      const width = (byte >> bit) & 1 ? 2 : 1;
      bars.push([at, width]);
      at += width + 1.5;
    }
    at += 2;
  }
  const last = bars.at(-1);
  return { bars, width: last ? last[0] + last[1] : 0 };
}

/** The bar code of `text` as one path, its first bar at `x`. */
export function codeBars(text: string, x: number, y: number, height: number): string {
  const d = codeBarLayout(text)
    .bars.map(([at, width]) => `M${x + at} ${y}h${width}v${height}h-${width}z`)
    .join("");
  return `<path d="${d}"/>`;
}

/** A 300×400 product label: the text of a label drawn as lines of type, and a bar code. */
export function labelSvg(p: LabelInput): string {
  const [bg, ink] = PALETTE[p.clasMCd] ?? PALETTE[p.clasMCd.slice(0, 2)] ?? ["#444444", "#ffffff"];
  const h = hash(`${p.code}#${p.seq}`);
  const accent = `hsl(${h % 360} 55% ${40 + ((h >>> 9) % 25)}%)`;
  const name = lines(clip(p.title, 40), 14);
  const band = 214 + ((h >>> 3) % 8);
  /** A centred line of type as a rounded bar as wide as its text would be. */
  const type = (y: number, height: number, chars: number, perChar: number, opacity = 1) => {
    const width = Math.min(250, Math.max(24, Math.round(chars * perChar)));
    return `<rect x="${150 - width / 2}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" opacity="${opacity}"/>`;
  };
  const code = `${p.code}#${p.seq}`;
  const bars = codeBarLayout(code).width;
  const body = [
    `<rect width="300" height="400" fill="${bg}"/>`,
    `<rect x="14" y="14" width="272" height="372" fill="none" stroke="${ink}" stroke-opacity=".5" stroke-width="${1 + (h % 3)}"/>`,
    ornament((h >>> 5) % 4, ink, accent),
    `<rect x="14" y="${band}" width="272" height="6" fill="${accent}"/>`,
    `<g fill="${ink}">`,
    type(190, 6, Math.min(p.producer.length, 30), 7, 0.7),
    ...name.map((l, i) => type(240 + i * 26, 14, l.length, 15)),
    p.vintage ? type(316, 16, 4, 16) : "",
    `<g opacity=".75">${codeBars(code, Math.round(150 - bars / 2), 352, 20)}</g>`,
    "</g>",
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400">${body.join("")}</svg>`;
}

/** A 750×400 banner for promotions and exhibitions. */
export function bannerSvg(b: BannerInput): string {
  const bg = /^#[0-9a-f]{6}$/i.test(b.bgColor) ? b.bgColor : "#333333";
  const h = hash(b.code);
  const accent = `hsl(${h % 360} 60% 60%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 400" width="750" height="400"><rect width="750" height="400" fill="${bg}"/><circle cx="${560 + (h % 80)}" cy="${160 + ((h >>> 4) % 80)}" r="${120 + ((h >>> 8) % 60)}" fill="${accent}" opacity=".35"/><circle cx="640" cy="330" r="70" fill="none" stroke="${accent}" stroke-width="4" opacity=".6"/><g fill="#fff" font-family="sans-serif"><text x="48" y="200" font-size="44" font-weight="bold">${escapeXml(clip(b.title, 18))}</text><text x="48" y="252" font-size="24" opacity=".85">${escapeXml(clip(b.subtitle, 30))}</text></g></svg>`;
}
