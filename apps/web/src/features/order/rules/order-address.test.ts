import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ORDER_LINES_PARAM, orderLinesQuery, readOrderLines } from "./order-address";

const read = (query: string) => readOrderLines(new URLSearchParams(query));

describe("the order sheet's address", () => {
  it("reads the cart numbers it names, once each", () => {
    expect(read("cartNos=12,13,12")).toEqual({ cartNos: [12, 13] });
  });

  it("names no lines when the parameter is missing, empty or anything but cart numbers", () => {
    for (const q of [
      "",
      "cartNos=",
      "cartNos=0",
      "cartNos=1,,2",
      "cartNos=-3",
      "cartNos=1.5",
      "cartNos=abc",
      "cartNos=01",
    ]) {
      expect(read(q)).toBeNull();
    }
    expect(read(`cartNos=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`)).toBeNull();
  });

  it("reads back what it wrote, for any lines", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 2_000_000_000 }), { minLength: 1, maxLength: 100 }),
        (cartNos) => {
          const query = new URLSearchParams(orderLinesQuery(cartNos));
          expect(query.has(ORDER_LINES_PARAM)).toBe(true);
          expect(readOrderLines(query)).toEqual({ cartNos });
        },
      ),
    );
  });
});
