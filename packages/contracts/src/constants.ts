/** Result codes of SPEC §7: success and the common failure. */
export const RESULT_SUCCESS = "0000";
export const RESULT_FAIL = "9999";

export type Envelope<T> = { code: string; message: string; data: T };

export const API_PREFIXES = ["commerce-api", "product-api", "auth-api", "user-api", "mngr-api"] as const;
export type ApiPrefix = (typeof API_PREFIXES)[number];
export const API_VERSION = "v1.0.0";

/** Headers the client stores from responses and sends back (CONTRACT.md §3). */
export const TOKEN_HEADERS = ["x-em-type", "x-scm-token", "x-ref-token"] as const;
export type TokenHeader = (typeof TOKEN_HEADERS)[number];
/**
 * A copy of the access token as a cookie, read only by the server render of pages (decision 310):
 * page navigations carry no headers. The API itself authenticates by the header alone.
 */
export const SESSION_COOKIE = "cellar_at";
/** The localStorage key of the web app's persisted session store (the signed-in member). */
export const SESSION_STORAGE_KEY = "cellar-session";
/** The UI language as a cookie (`en` when localStorage.lang is 'en'): the server renders Korean only (decision 310). */
export const LANG_COOKIE = "cellar_lang";

/** x-em-type values: who the caller is. */
export const EM_TYPES = { member: "MEMBER", specialGuest: "SPECIAL" } as const;

/** The OS code the shell sends to version info (SPEC §7). */
export const VERSION_OS_CODE = "210003";

/** Common-code groups the API seeds (POST /api/codes). */
export const CODE_GROUPS = {
  /** Card issuers (SPEC §3); attr1 holds the display colour. */
  cardIssuer: "CARD_ISSUER",
  orderStatus: "ORDER_STAT",
  takeType: "TAKE_TYPE",
  deliveryCode: "ORDER_DLVR",
  storeRegion: "STORE_REGION",
  couponUse: "CPN_USE_SE",
  paymentMethod: "PAY_METHOD",
  agreeReceptionType: "AGRE_RECPTN_TY",
} as const;
export type CodeGroup = (typeof CODE_GROUPS)[keyof typeof CODE_GROUPS];
