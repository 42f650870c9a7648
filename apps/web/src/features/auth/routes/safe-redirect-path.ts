/** Only same-origin absolute paths are followed after login; anything else goes home. */
export function safeRedirectPath(value: string | null | undefined, home = "/"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return home;
  try {
    const base = "http://cellar.local";
    const url = new URL(value, base);
    if (url.origin !== base) return home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return home;
  }
}
