import { randomInt } from "node:crypto";

/** The chain's card prefix (the demo cards start with it too). */
const CARD_PREFIX = "9410";

/** Luhn check digit of a digit string. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export const isLuhnValid = (digits: string) =>
  /^\d+$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));

/** A new 16-digit, Luhn-valid membership card number (uniqueness: the database constraint). */
export function cardNumber(): string {
  let body = CARD_PREFIX;
  while (body.length < 15) body += String(randomInt(10));
  return body + luhnCheckDigit(body);
}
