const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
const ENTITY = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|(amp|lt|gt|quot|apos|nbsp));/g;

function fromCodePoint(cp: number, original: string): string {
  return cp >= 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : original;
}

/** Decodes HTML entities (&amp; &lt; &gt; &quot; &#39; &#x27; and any numeric entity) in one string. */
export function unescapeHtml(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (match, dec?: string, hex?: string, name?: string) => {
    if (dec) return fromCodePoint(Number.parseInt(dec, 10), match);
    if (hex) return fromCodePoint(Number.parseInt(hex, 16), match);
    return NAMED[name ?? ""] ?? match;
  });
}

/** SPEC §7: the whole response body is unescaped, every string in the JSON tree (keys included). */
export function unescapeDeep<T>(value: T): T {
  if (typeof value === "string") return unescapeHtml(value) as T;
  if (Array.isArray(value)) return value.map((v) => unescapeDeep(v)) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[unescapeHtml(k)] = unescapeDeep(v);
    return out as T;
  }
  return value;
}
