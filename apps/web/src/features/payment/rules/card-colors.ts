import { CARD_ISSUERS, type CardIssuerCode } from "@cellar/contracts/checkout-constants";

const isIssuer = (code: string): code is CardIssuerCode => Object.hasOwn(CARD_ISSUERS, code);

/** SPEC §3 card issuer display colour; unknown codes show as ETC. */
export function issuerColor(cardCd: string): string {
  return CARD_ISSUERS[isIssuer(cardCd) ? cardCd : "ETC"].color;
}

/** The issuer's name for a code (ETC for unknown ones). */
export function issuerName(cardCd: string): string {
  return CARD_ISSUERS[isIssuer(cardCd) ? cardCd : "ETC"].name;
}

/** Dark text on light card colours (KB yellow, messenger pay), white text on the others. */
export function textOn(hex: string): "#1f1c1a" | "#ffffff" {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) return "#ffffff";
  const n = Number.parseInt(m[1], 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  // Relative luminance (sRGB weights); above 0.6 reads best with dark text.
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 > 0.6 ? "#1f1c1a" : "#ffffff";
}
