/** The ten digits of the payment password keypad, in a fresh random order (a shuffled pad). */
export function shuffledDigits(random: () => number = Math.random): string[] {
  const digits = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"];
  for (let i = digits.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [digits[i], digits[j]] = [digits[j] as string, digits[i] as string];
  }
  return digits;
}

/** The keypad's twelve keys: nine digits, a shuffle key, the tenth digit and delete. */
export function keypadLayout(digits: readonly string[]): string[] {
  return [...digits.slice(0, 9), "shuffle", digits[9] ?? "0", "delete"];
}
