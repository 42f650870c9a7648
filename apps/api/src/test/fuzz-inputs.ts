import fc from "fast-check";
import { z } from "zod";

/**
 * fast-check arbitraries of malformed requests, derived from an endpoint's zod schemas (through
 * their JSON Schema, `io: "input"`): a valid-looking value with one part broken, a missing or extra
 * field, a value of the wrong type, control characters, huge or fractional numbers, very long or
 * odd unicode text, invalid JSON, malformed percent-encoding. Used by app/http/fuzz.test.ts.
 */
type Js = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Js[];
  oneOf?: Js[];
  allOf?: Js[];
  properties?: Record<string, Js>;
  required?: string[];
  additionalProperties?: Js | boolean;
  items?: Js;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

export const jsonSchemaOf = (schema: z.ZodType): Js =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Js;

const CONTROL = ["\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f"];

/** Text with a control character (NUL most often) somewhere in it. */
export const controlText = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...CONTROL, "\u0000", "\u0000"), fc.string({ maxLength: 6 }))
  .map(([a, c, b]) => a + c + b);
const oddUnicode = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.constantFrom(
    "\ud800",
    "\udfff",
    "\ufeff",
    "\u202e",
    "𝕎𝕚𝕟𝕖",
    "와인\u200b",
    "Ａ１",
    "\u2028",
    "\\",
    "'",
    '"',
    "%",
    "_",
  ),
);
const longText = (max: number) =>
  fc
    .tuple(fc.constantFrom("a", "9", "가", "🍷", " ", "%", "\u0000"), fc.integer({ min: 60, max }))
    .map(([s, n]) => s.repeat(n));
const oddNumber = fc.constantFrom(
  1e26,
  2147483648,
  2147483647,
  -2147483649,
  -1,
  0,
  -0,
  0.5,
  1.0000001,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
);
/** Numbers as text, as a query string or a path carries them. */
export const numericText = fc.constantFrom(
  "99999999999999999999999999",
  "2147483648",
  "2147483647",
  "-2147483649",
  "-1",
  "0",
  "1.5",
  "1e400",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x10",
  " 7 ",
  "",
  "１２３",
);

/** Any value a malformed JSON field might hold. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: controlText },
  { weight: 2, arbitrary: longText(50_000) },
  { weight: 3, arbitrary: oddNumber },
  { weight: 2, arbitrary: numericText },
  { weight: 2, arbitrary: oddUnicode },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }) },
);

/** Text for a URL part (query value, path segment): kept short enough for one request line. */
const badUrlText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: controlText },
  { weight: 3, arbitrary: numericText },
  { weight: 2, arbitrary: oddUnicode },
  { weight: 1, arbitrary: longText(600) },
  { weight: 1, arbitrary: fc.constantFrom(".", "..", "/", "?", "#", "&", "=", "+", ";", "*") },
);
/** Percent-encoding that does not decode (or decodes to something odd), sent as is. */
const rawPercent = fc.constantFrom(
  "%",
  "%2",
  "%zz",
  "%00",
  "%C0%80",
  "%FF",
  "%ED%A0%80",
  "%E0%A4%A",
  "%2F",
  "%252F",
  "a%00b",
);

/** A value that fits the schema (mostly): the base the malformed inputs break one part of. */
export function validish(js: Js | boolean | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (js === undefined || typeof js === "boolean") return fc.jsonValue({ maxDepth: 1 });
  if (js.enum) return fc.constantFrom(...js.enum);
  if (js.const !== undefined) return fc.constant(js.const);
  const union = js.anyOf ?? js.oneOf;
  if (union) return fc.oneof(...union.map((s) => validish(s, depth)));
  if (js.allOf) {
    return fc.tuple(...js.allOf.map((s) => validish(s, depth))).map((parts) => Object.assign({}, ...parts));
  }
  if (Array.isArray(js.type)) return fc.oneof(...js.type.map((type) => validish({ ...js, type }, depth)));
  switch (js.type) {
    case "string":
      return validString(js);
    case "integer":
    case "number": {
      const min = js.minimum ?? js.exclusiveMinimum ?? 0;
      const max = Math.min(js.maximum ?? js.exclusiveMaximum ?? min + 1_000, min + 1_000);
      return js.type === "integer" ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const minLength = js.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(js.maxItems ?? 3, 3));
      return depth > 4 ? fc.constant([]) : fc.array(validish(js.items, depth + 1), { minLength, maxLength });
    }
    case "object": {
      if (depth > 4) return fc.constant({});
      const props = js.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validish(s, depth + 1)]));
      const record = fc.record(model, { requiredKeys: (js.required ?? []).filter((k) => k in props) });
      if (typeof js.additionalProperties !== "object") return record;
      const extra = fc.dictionary(
        fc.string({ minLength: 1, maxLength: 8 }),
        validish(js.additionalProperties, depth + 1),
        {
          maxKeys: 3,
        },
      );
      return fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...r }));
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function validString(js: Js): fc.Arbitrary<string> {
  const max = js.maxLength ?? 30;
  if (js.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(js.pattern), { size: "small" });
      return matching.map((s) => (s.length > max ? s.slice(0, max) : s));
    } catch {
      // A pattern fast-check cannot generate from (a lookahead): a path-like text instead.
      return fc.string({ maxLength: Math.min(max, 30) }).map((s) => `/${s}`);
    }
  }
  if (js.format === "email") return fc.emailAddress();
  return fc.string({ minLength: js.minLength ?? 0, maxLength: Math.min(max, 30) });
}

type Path = (string | number)[];

/** Every place in a JSON value (the root too), so one of them can be broken. */
function placesOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) for (const [i, v] of value.entries()) placesOf(v, [...at, i], out);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) placesOf(v, [...at, k], out);
  return out;
}

type Break = "replace" | "delete" | "extra";

/** `value` with the part at `path` replaced, deleted, or given an extra field or element. */
function breakAt(value: unknown, path: Path, how: Break, bad: unknown, extraKey: string): unknown {
  if (path.length === 0) {
    if (how === "extra" && value && typeof value === "object" && !Array.isArray(value))
      return { ...value, [extraKey]: bad };
    if (how === "extra" && Array.isArray(value)) return [...value, bad];
    return how === "delete" ? undefined : bad;
  }
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const inner = breakAt(copy[head!], rest, how, bad, extraKey);
  if (inner === undefined && !Array.isArray(copy)) delete copy[head!];
  else copy[head!] = inner;
  return copy;
}

/** One valid-looking value with one part broken. */
export function brokenValue(js: Js): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      validish(js),
      fc.nat(),
      fc.constantFrom<Break>("replace", "replace", "replace", "delete", "extra"),
      badValue,
      fc.string({ minLength: 1, maxLength: 8 }),
    )
    .map(([value, n, how, bad, key]) => {
      const places = placesOf(value);
      return breakAt(value, places[n % places.length]!, how, bad, key);
    });
}

const invalidJson = fc.oneof(
  fc.constantFrom("{", "[1,", '{"a":}', "NaN", "undefined", "'x'", "\u0000", '{"a":1}}', "{'a':1}", "[", '"\\u0000'),
  fc.string({ maxLength: 20 }),
);

/** A request body as sent: JSON of a broken value, of any JSON value, or text that is not JSON. */
export function bodyText(schema: z.ZodType | undefined): fc.Arbitrary<string | undefined> {
  const js = schema ? jsonSchemaOf(schema) : undefined;
  return fc.oneof(
    { weight: 6, arbitrary: js ? brokenValue(js).map((v) => JSON.stringify(v)) : fc.constant(undefined) },
    { weight: 1, arbitrary: js ? validish(js).map((v) => JSON.stringify(v)) : fc.constant(undefined) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: invalidJson },
  );
}

/** encodeURIComponent, but a lone surrogate (which it cannot encode) goes as its UTF-8 bytes' look-alike. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80";
  }
};

/** A URL part: a valid-looking value, malformed text (encoded), or raw broken percent-encoding. */
function urlPart(js: Js | undefined): fc.Arbitrary<string> {
  const valid = js ? validish(js).map((v) => encode(typeof v === "string" ? v : JSON.stringify(v))) : fc.constant("1");
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 5, arbitrary: badUrlText.map((s) => encode(s).slice(0, 3_000)) },
    { weight: 2, arbitrary: rawPercent },
  );
}

/** A query string (`?…`, or ""): some of the schema's keys and an unknown one, values malformed or repeated. */
export function queryText(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  const props = (schema ? jsonSchemaOf(schema).properties : undefined) ?? {};
  const keys = [...Object.keys(props), "unknownKey"];
  const pair = fc
    .tuple(fc.constantFrom(...keys), fc.array(fc.constant(0), { minLength: 1, maxLength: 2 }))
    .chain(([key, repeat]) =>
      fc
        .tuple(...repeat.map(() => urlPart(props[key] && scalarOf(props[key]))))
        .map((vs) => vs.map((v) => `${key}=${v}`)),
    );
  // At most 6,000 characters (and a path part 3,000), so that the request line stays within
  // Node's header limit (16 KB): a longer one is refused by Node itself (431), before the app.
  return fc
    .array(pair, { maxLength: 5 })
    .map((pairs) => (pairs.length ? `?${pairs.flat().join("&")}` : "").slice(0, 6_000));
}

/** The single-value schema inside an array or union (query keys may repeat). */
function scalarOf(js: Js): Js {
  const union = js.anyOf ?? js.oneOf;
  if (union) return union.find((s) => s.type !== "array") ?? union[0]!;
  return js.type === "array" && js.items ? js.items : js;
}

/** The endpoint's path with every `:param` filled with a malformed (or valid-looking) segment. */
export function pathText(path: string, schema: z.ZodType | undefined): fc.Arbitrary<string> {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(path);
  const props = (schema ? jsonSchemaOf(schema).properties : undefined) ?? {};
  return fc
    .tuple(...names.map((n) => urlPart(props[n])))
    .map((values) => names.reduce((p, n, i) => p.replace(`:${n}`, values[i]!), path));
}
