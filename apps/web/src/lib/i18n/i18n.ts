import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

export type Language = "ko" | "en";

type NamespaceModule = { default: Record<string, unknown> };

/** Every `resources/<lang>/<namespace>.ts`, bundled at build time. */
const modules = import.meta.glob<NamespaceModule>("./resources/*/*.ts", { eager: true });

function buildResources(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, mod] of Object.entries(modules)) {
    const match = /\.\/resources\/([^/]+)\/([^/]+)\.ts$/.exec(path);
    if (!match) continue;
    const [, lang, ns] = match as unknown as [string, string, string];
    resources[lang] ??= {};
    resources[lang][ns] = mod.default;
  }
  return resources;
}

/** CONTRACT.md §4: Korean unless `localStorage.lang` is 'en' (read once, at start). */
export function detectLanguage(): Language {
  try {
    return localStorage.getItem("lang") === "en" ? "en" : "ko";
  } catch {
    return "ko";
  }
}

/** Initialises the shared i18next instance once (synchronously) and returns it. */
export function initI18n(): i18n {
  if (i18next.isInitialized) return i18next;
  const resources = buildResources();
  i18next.use(initReactI18next).init({
    resources,
    lng: detectLanguage(),
    fallbackLng: "ko",
    ns: Object.keys(resources.ko ?? {}),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18next;
}

/** Translate outside React (stores, the HTTP client). Initialises i18n on first use. */
export function t(key: string, options?: Record<string, unknown>): string {
  return initI18n().t(key, options ?? {}) as string;
}
