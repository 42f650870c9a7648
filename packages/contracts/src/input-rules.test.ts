import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoints } from "./endpoints";
import { CONTROL_CHARS, controlCharPath, INT4_MAX, intInput, stripControlChars } from "./input-rules";

type Js = {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, Js>;
  items?: Js;
  anyOf?: Js[];
  oneOf?: Js[];
  allOf?: Js[];
  additionalProperties?: Js | boolean;
};

/** Every number of a request schema, with where it is and its bounds. */
function numbersOf(js: Js, at: string, out: { at: string; min?: number; max?: number }[] = []) {
  const types = Array.isArray(js.type) ? js.type : [js.type];
  if (types.includes("integer") || types.includes("number"))
    out.push({ at, min: js.minimum ?? js.exclusiveMinimum, max: js.maximum ?? js.exclusiveMaximum });
  for (const [k, v] of Object.entries(js.properties ?? {})) numbersOf(v, `${at}.${k}`, out);
  if (js.items) numbersOf(js.items, `${at}[]`, out);
  for (const v of [...(js.anyOf ?? []), ...(js.oneOf ?? []), ...(js.allOf ?? [])]) numbersOf(v, at, out);
  if (typeof js.additionalProperties === "object") numbersOf(js.additionalProperties, `${at}.*`, out);
  return out;
}

describe("input rules (decision 367)", () => {
  it("finds a control character anywhere in a request value and names its field", () => {
    expect(controlCharPath({ memo: "a\u0000b" })).toBe("memo");
    expect(controlCharPath({ items: [{ itemCd: "W1" }, { itemCd: "W\u001f2" }] })).toBe("items.1.itemCd");
    expect(controlCharPath("x\u007f")).toBe("");
    expect(controlCharPath({ ok: { "bad\u0001key": 1 } })).toBe("ok");
    for (const c of ["\u0000", "\u0008", "\u000b", "\u000c", "\u000e", "\u001f", "\u007f"])
      expect(controlCharPath([c]), JSON.stringify(c)).toBe("0");
    // Tab, LF and CR stay for multi-line text; other unicode is not a control character here.
    expect(controlCharPath({ content: "첫 줄\r\n둘째\t줄", emoji: "🍷", nbsp: "\u00a0" })).toBeNull();
    expect(controlCharPath(null)).toBeNull();
    expect(stripControlChars("와\u0000인\u001f")).toBe("와인");
    expect(CONTROL_CHARS.test("\n")).toBe(false);
  });

  it("walks a deeply nested value without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(controlCharPath(deep)).toMatch(/^0(\.0)+$/);
  });

  it("keeps whole numbers within an integer column", () => {
    const n = intInput("cartNo", { min: 1 });
    expect(n.safeParse(INT4_MAX).success).toBe(true);
    expect(n.safeParse(INT4_MAX + 1).error?.issues[0]?.message).toBe(`cartNo must be at most ${INT4_MAX}`);
    expect(n.safeParse(0).error?.issues[0]?.message).toBe("cartNo must be at least 1");
    expect(n.safeParse(1.5).error?.issues[0]?.message).toBe("cartNo must be a whole number");
    expect(intInput("addrNo", { coerce: true }).safeParse("99999999999999999999999999").success).toBe(false);
  });

  it("bounds every number of every request schema within an integer column", () => {
    const unbounded = Object.entries(endpoints).flatMap(([name, e]) =>
      (["params", "query", "body"] as const).flatMap((part) => {
        const schema = (e as { [k in typeof part]?: z.ZodType })[part];
        if (!schema) return [];
        const js = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Js;
        return numbersOf(js, `${name} ${part}`)
          .filter((n) => n.max === undefined || n.max > INT4_MAX || n.min === undefined || n.min < -INT4_MAX - 1)
          .map((n) => `${n.at} (${n.min}..${n.max})`);
      }),
    );
    expect(unbounded).toEqual([]);
  });

  it("gives every path parameter a schema, and only path parameters", () => {
    for (const [name, e] of Object.entries(endpoints)) {
      const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const params = (e as { params?: z.ZodObject }).params;
      expect(Object.keys(params?.shape ?? {}).sort(), name).toEqual(names);
    }
  });
});
