/** SPEC §1: pages a normal browser may open without the landing screen. */
const BYPASS_PATHS = [
  "/comm/commBill",
  "/comm/commBillRglr",
  "/comm/commPhoneCert",
  "/comm/commModifyEasyPay",
  "/comm/commTossPay",
  "/login",
];
const BYPASS_PREFIXES = ["/commonCert/callback/", "/sns/callback/"];

export type BypassOptions = { pubPagesAllowed: boolean };

/** `url` may be a full address or a path with query. */
export function isBypassPath(url: string, { pubPagesAllowed }: BypassOptions): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://cellar.local");
  } catch {
    return false;
  }
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, "") : parsed.pathname;
  if (BYPASS_PATHS.includes(path)) return true;
  if (BYPASS_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)) return true;
  if (path === "/my" && parsed.searchParams.get("callback") === "true") return true;
  if (pubPagesAllowed && (path === "/pub" || path.startsWith("/pub/"))) return true;
  return false;
}
