/**
 * Adds a third-party `<script>` once (by id) with the given data attributes; resolves when loaded.
 * A second call with the same id resolves at once without adding another tag.
 */
export function loadScript(
  src: string,
  options: { id: string; dataset?: Record<string, string> },
): Promise<HTMLScriptElement> {
  const existing = document.getElementById(options.id);
  if (existing instanceof HTMLScriptElement) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.id = options.id;
    script.src = src;
    script.async = true;
    for (const [key, value] of Object.entries(options.dataset ?? {})) script.dataset[key] = value;
    script.addEventListener("load", () => resolve(script));
    script.addEventListener("error", () => reject(new Error(`failed to load script ${src}`)));
    document.head.append(script);
  });
}
