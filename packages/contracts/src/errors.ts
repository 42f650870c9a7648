import { ACCOUNT_ERRORS } from "./account-errors";
import { CHECKOUT_ERRORS } from "./checkout-errors";
import { COMMUNITY_ERRORS } from "./community-errors";
import { CONTENT_ERRORS } from "./content-errors";
import { ENGAGEMENT_ERRORS } from "./engagement-errors";
import { LUCKY_DRAW_ERRORS } from "./luckydraw-errors";
import { PREORDER_ERRORS } from "./preorders-errors";
import { RETURNS_ERRORS } from "./returns-errors";
import { ROULETTE_ERRORS } from "./roulette-errors";
import { SOCIAL_ERRORS } from "./social-errors";
import { SPECIAL_SALES_ERRORS } from "./special-sales-errors";
import { WINE_KEEP_ERRORS } from "./wine-keep-errors";

/**
 * Stable error codes: one factory, one list. The API answers `{code, message, data:null}` with the
 * HTTP status given here; the web maps `messageKey` to a text of its own (i18n `errors.<key>`).
 */
export type ErrorDef = { code: string; status: number; messageKey: string };

const def = (code: string, status: number, messageKey: string): ErrorDef => ({ code, status, messageKey });

export const ERRORS = {
  /** Request validation failed; message names the field. */
  validation: def("9999", 400, "validation"),
  fail: def("9999", 500, "internal"),
  notFound: def("9999", 404, "notFound"),
  forbidden: def("9999", 403, "forbidden"),
  /** Access token expired: refresh and retry once (SPEC §8). */
  tokenExpired: def("SYS9992", 401, "tokenExpired"),
  /** Session replaced by a newer login on another device (SPEC §8). */
  duplicateLogin: def("SYS9996", 401, "duplicateLogin"),
  /** Member-only call without a member (SPEC §8). */
  nonMember: def("NON_MEMBER", 401, "nonMember"),
  invalidCredentials: def("AUTH0001", 400, "invalidCredentials"),
  refreshInvalid: def("AUTH0002", 401, "refreshInvalid"),
  refreshReused: def("AUTH0003", 401, "refreshReused"),
  tooManyAttempts: def("AUTH0004", 429, "tooManyAttempts"),
  accountUnavailable: def("AUTH0005", 403, "accountUnavailable"),
  // certification, joining and the account (API-ACCOUNT)
  ...ACCOUNT_ERRORS,
  // benefits (API-BENEFITS)
  stampInsufficient: def("STMP0001", 400, "stampInsufficient"),
  stampAlreadyCancelled: def("STMP0002", 409, "stampAlreadyCancelled"),
  prepaidInsufficient: def("PRPD0001", 400, "prepaidInsufficient"),
  prepaidLimitExceeded: def("PRPD0002", 400, "prepaidLimitExceeded"),
  paymentNotFound: def("PAY0001", 404, "paymentNotFound"),
  paymentAmountMismatch: def("PAY0002", 400, "paymentAmountMismatch"),
  paymentNotApproved: def("PAY0003", 400, "paymentNotApproved"),
  paidRenewalNotOpen: def("PAID0001", 409, "paidRenewalNotOpen"),
  cardAlreadyLost: def("CARD0001", 409, "cardAlreadyLost"),
  cardNotLost: def("CARD0002", 409, "cardNotLost"),
  // wish-list, restock alerts and reviews (API-ENGAGEMENT)
  ...ENGAGEMENT_ERRORS,
  // cart, checkout, easy pay and orders (issue 6)
  ...CHECKOUT_ERRORS,
  // community (issue 21)
  ...COMMUNITY_ERRORS,
  // notices, FAQ, events and terms (issue 21)
  ...CONTENT_ERRORS,
  // lucky draws (issue 22)
  ...LUCKY_DRAW_ERRORS,
  // pre-orders (issue 24)
  ...PREORDER_ERRORS,
  // returns and exchanges (issue 23)
  ...RETURNS_ERRORS,
  // roulette (issue 22)
  ...ROULETTE_ERRORS,
  // special sales (issue 22)
  ...SPECIAL_SALES_ERRORS,
  // wine keep (issue 23)
  ...WINE_KEEP_ERRORS,
  // social sign-in (issue 25)
  ...SOCIAL_ERRORS,
} as const satisfies Record<string, ErrorDef>;

export type ErrorName = keyof typeof ERRORS;

/** Codes after which the client refreshes the token and retries once. */
export const REFRESH_CODES = [ERRORS.tokenExpired.code, ERRORS.duplicateLogin.code] as const;
