import { pubPagesAllowed } from "./browser-fallback/store-link";

/** Production build with no review flag: /pub pages are neither routed nor exempt from the landing. */
export const PUB_PAGES_ALLOWED = pubPagesAllowed(import.meta.env);
