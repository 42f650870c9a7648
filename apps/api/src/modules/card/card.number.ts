import { randomInt } from "node:crypto";

/** Luhn check digit of a digit string. */
export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A new 16-digit card number: the chain's 9410 prefix, 11 random digits and a Luhn check digit. */
export function newCardNumber(): string {
  const body = `9410${Array.from({ length: 11 }, () => randomInt(10)).join("")}`;
  return `${body}${luhnDigit(body)}`;
}
