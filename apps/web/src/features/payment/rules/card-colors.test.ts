import { CARD_ISSUER_CODES } from "@cellar/contracts/checkout-constants";
import { describe, expect, it } from "vitest";
import { issuerColor, issuerName, textOn } from "./card-colors";

describe("card issuer colours", () => {
  it("has a colour for every issuer code of the spec, ETC for others", () => {
    expect(CARD_ISSUER_CODES).toHaveLength(23);
    for (const code of CARD_ISSUER_CODES) expect(issuerColor(code)).toMatch(/^#[0-9A-F]{6}$/i);
    expect(issuerColor("XXXX")).toBe(issuerColor("ETC"));
    expect(issuerName("CCSS")).toBe("삼성카드");
  });

  it("puts dark text on light cards", () => {
    expect(textOn(issuerColor("KAKO"))).toBe("#1f1c1a");
    expect(textOn(issuerColor("CCKM"))).toBe("#1f1c1a");
    expect(textOn(issuerColor("CCSS"))).toBe("#ffffff");
  });
});
