/** Only a same-app path (starting with one "/") may be a return address; anything else goes home. */
export function safeCallback(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
