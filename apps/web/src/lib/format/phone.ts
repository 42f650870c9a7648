/**
 * SPEC §5 phone formatting on the digits of the value:
 * - Seoul numbers (02): 9 digits 02-xxx-xxxx, 10 digits 02-xxxx-xxxx;
 * - other 10 digits: 0xx-xxx-xxxx;
 * - 11 digits: 01x-xxxx-xxxx;
 * - anything else comes back unchanged.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return "";
  const d = value.replace(/\D/g, "");
  if (d.startsWith("02") && (d.length === 9 || d.length === 10)) {
    return `02-${d.slice(2, d.length - 4)}-${d.slice(-4)}`;
  }
  if (d.length === 10 && d.startsWith("0")) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length === 11 && d.startsWith("0")) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  return value;
}
