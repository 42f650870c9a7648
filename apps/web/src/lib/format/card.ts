/** SPEC §9: the membership card number in four groups of four ('1234 5678 9012 3456'). */
export function formatCardNumber(value: string | null | undefined): string {
  if (!value) return "";
  const digits = value.replace(/\s|-/g, "");
  return digits.match(/.{1,4}/g)?.join(" ") ?? "";
}
