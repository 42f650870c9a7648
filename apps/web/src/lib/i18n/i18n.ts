import { LANG_COOKIE } from "@cellar/contracts/client";
import i18next, { type BackendModule, type i18n, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";

export type Language = "ko" | "en";

type NamespaceModule = { default: Record<string, unknown> };

/**
 * Korean, the default and the fallback, is bundled with the shell, except the namespaces of screens
 * the first load never shows (DEFERRED_NAMESPACES), which come with their pages (page-modules.tsx);
 * every other language is a separate chunk per namespace, loaded when that language is chosen
 * (decision 035). A component that asks for a namespace not loaded yet suspends until it is.
 */
export const DEFERRED_NAMESPACES = [
  "account",
  "join",
  "membership",
  "product",
  "reviews",
  "wishlist",
  "exhibitions",
  "stores",
  "landing",
  "auth",
  "cert",
  "coupons",
  "alarms",
  "search",
  "catalogue",
  "routes",
  "cart",
  "order",
  "payment",
  "community",
  "content",
  "events",
  "roulette",
  "specialSales",
  "luckydraw",
  "returns",
  "wineKeep",
  "preorders",
  "social",
] as const;
export type DeferredNamespace = (typeof DEFERRED_NAMESPACES)[number];

const korean = import.meta.glob<NamespaceModule>(
  [
    "./resources/ko/*.ts",
    "!./resources/ko/{account,join,membership,product,reviews,wishlist,exhibitions,stores,landing,auth,cert,coupons,alarms,search,catalogue,routes,cart,order,payment,community,content,events,specialSales,roulette,luckydraw,returns,wineKeep,preorders,social}.ts",
  ],
  { eager: true },
);
const lazyModules = {
  ...import.meta.glob<NamespaceModule>(["./resources/*/*.ts", "!./resources/ko/*.ts"]),
  ...import.meta.glob<NamespaceModule>(
    "./resources/ko/{account,join,membership,product,reviews,wishlist,exhibitions,stores,landing,auth,cert,coupons,alarms,search,catalogue,routes,cart,order,payment,community,content,events,specialSales,roulette,luckydraw,returns,wineKeep,preorders,social}.ts",
  ),
};

const namespaceOf = (path: string) => /\/([^/]+)\.ts$/.exec(path)?.[1] ?? path;
const koreanResources = Object.fromEntries(
  Object.entries(korean).map(([path, mod]) => [namespaceOf(path), mod.default]),
);

const lazyTexts: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    if (language === "ko" && koreanResources[namespace]) return callback(null, koreanResources[namespace]);
    const load = lazyModules[`./resources/${language}/${namespace}.ts`];
    if (!load) return callback(new Error(`no texts for ${language}/${namespace}`), null);
    load().then(
      (mod) => callback(null, mod.default as ResourceKey),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/** CONTRACT.md §4: Korean unless `localStorage.lang` is 'en' (read once, at start). */
export function detectLanguage(): Language {
  try {
    return localStorage.getItem("lang") === "en" ? "en" : "ko";
  } catch {
    return "ko";
  }
}

/** The language as a cookie too: the server renders a page in it (decision 372). */
export function syncLanguageCookie(language: Language = detectLanguage()): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the iOS web view; fixed values only
  document.cookie =
    language === "en"
      ? `${LANG_COOKIE}=en; Path=/; SameSite=Lax; Max-Age=31536000`
      : `${LANG_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
}

/** The language a page request asks for: its language cookie (see syncLanguageCookie), else Korean. */
export function languageOfCookies(cookieHeader: string | null): Language {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANG_COOKIE)?.[1];
  return value === "en" ? "en" : "ko";
}

/**
 * Initialises the shared i18next instance once (synchronously) and returns it, in `language`
 * (default: the stored choice). The browser starts it in the language the server rendered the page
 * in, and switches after hydrating when the stored choice differs (app/app-effects.tsx).
 */
export function initI18n(language: Language = detectLanguage()): i18n {
  if (i18next.isInitialized) return i18next;
  i18next
    .use(lazyTexts)
    .use(initReactI18next)
    .init({
      resources: { ko: koreanResources },
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: "ko",
      ns: Object.keys(koreanResources),
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

/** Whether a text exists for the key (in the current language or the Korean fallback). */
export function hasText(key: string): boolean {
  return initI18n().exists(key);
}

/** Resolves once the chosen language's texts are loaded (at once for Korean). */
export function i18nReady(): Promise<void> {
  const instance = initI18n();
  return new Promise((resolve) => {
    instance.loadLanguages(instance.language, () => resolve());
  });
}

/** Loads namespaces (in the current language and Korean) ahead of the screen that needs them. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return Promise.resolve();
  const instance = initI18n();
  // Listed in the options too, so that a later changeLanguage loads them in the new language.
  const known = new Set([instance.options.ns ?? []].flat());
  instance.options.ns = [...known, ...namespaces.filter((ns) => !known.has(ns))];
  return new Promise((resolve) => {
    instance.loadNamespaces([...namespaces], () => resolve());
  });
}

const LANGUAGES: readonly Language[] = ["ko", "en"];
let serverInstances: Promise<Record<Language, i18n>> | undefined;
let serverReady: Record<Language, i18n> | undefined;

/**
 * The server's texts: every namespace of every language, loaded once per process, and one i18next
 * instance per language sharing them (a page is rendered in the language its request asks for,
 * whatever the other requests in flight ask for).
 */
export function serverI18n(): Promise<Record<Language, i18n>> {
  serverInstances ??= (async () => {
    const shared = initI18n("ko");
    // Listed first (loadNamespaces), so that loading the languages loads them too.
    await loadNamespaces(DEFERRED_NAMESPACES);
    await new Promise<void>((resolve) => shared.loadLanguages([...LANGUAGES], () => resolve()));
    const en = shared.cloneInstance({ lng: "en", initAsync: false });
    serverReady = { ko: shared, en };
    return serverReady;
  })();
  return serverInstances;
}

/**
 * The i18next instance a page renders with: on the server the one of the request's language (root's
 * loader has awaited serverI18n), in the browser the shared one.
 */
export function i18nFor(language: Language): i18n {
  if (typeof window !== "undefined") return initI18n(language);
  if (!serverReady) throw new Error("i18nFor: await serverI18n() first");
  return serverReady[language];
}
