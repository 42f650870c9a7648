/**
 * SPEC §7: array parameters are repeated keys (`a=1&a=2`); null and undefined are left out.
 * Dates become ISO strings, other objects JSON.
 */
export function toQueryString(params: Record<string, unknown> | undefined): string {
  if (!params) return "";
  const search = new URLSearchParams();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Date) search.append(key, value.toISOString());
    else if (typeof value === "object") search.append(key, JSON.stringify(value));
    else search.append(key, String(value));
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) append(key, item);
    else append(key, value);
  }
  return search.toString();
}

export function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  const qs = toQueryString(params);
  if (!qs) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${qs}`;
}
