/**
 * Parsed query strings of one endpoint (decision 351). Parsing a query is a pure function of the
 * query string, so a successful parse is kept (frozen, at most 500 per endpoint, the oldest going
 * first) and the same string is not parsed again; a failing one is parsed, and refused, each time.
 */
const MAX_QUERIES = 500;

export class QueryCache {
  private readonly parsed = new Map<string, unknown>();

  get(raw: string): unknown {
    return this.parsed.get(raw);
  }

  set(raw: string, value: unknown): void {
    this.parsed.set(raw, deepFreeze(value));
    if (this.parsed.size > MAX_QUERIES) this.parsed.delete(this.parsed.keys().next().value!);
  }
}

/** The query string of a request URL, without the `?` ("" when there is none). */
export function rawQuery(url: string): string {
  const at = url.indexOf("?");
  return at < 0 ? "" : url.slice(at + 1);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
