/**
 * The zod-free part of the contracts, for the web bundle: constants, error codes, texts and endpoint
 * routes as values; every schema's type as a type only (erased at build time).
 */

export type * from "./account";
export * from "./account-codes";
export * from "./account-errors";
export * from "./account-rules";
export type * from "./address-search";
export type * from "./alarms";
export type * from "./auth";
export * from "./benefits-constants";
export type * from "./cart";
export type * from "./catalogue";
export * from "./catalogue-constants";
export type * from "./cert";
export type * from "./checkout";
export type * from "./checkout-after";
// Only types: pages that need the values import `@cellar/contracts/checkout-constants`, so they
// stay out of the chunk the app starts with (decision 313).
export type * from "./checkout-constants";
export * from "./checkout-errors";
export type * from "./common";
export type * from "./community";
export * from "./community-constants";
export * from "./community-errors";
export * from "./constants";
export type * from "./content";
export * from "./content-constants";
export * from "./content-errors";
export type * from "./coupons";
export type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  FormEndpointName,
  ResponseOf,
} from "./endpoints";
export * from "./engagement-errors";
export * from "./errors";
export type * from "./join";
export type * from "./luckydraw";
export * from "./luckydraw-constants";
export * from "./luckydraw-errors";
export type * from "./membership";
export * from "./messages";
export type * from "./orders";
export type * from "./paging";
export type * from "./paid";
export type * from "./preorders";
export * from "./preorders-constants";
export * from "./preorders-errors";
export type * from "./returns";
export * from "./returns-constants";
export * from "./returns-errors";
export * from "./returns-refund";
export type * from "./reviews";
export type * from "./roulette";
export * from "./roulette-constants";
export * from "./roulette-errors";
export * from "./routes";
export type * from "./social";
export * from "./social-constants";
export * from "./social-errors";
export type * from "./special-sales";
export * from "./special-sales-constants";
export * from "./special-sales-errors";
export type * from "./stamps";
export type * from "./stores";
export * from "./stores-constants";
export type * from "./wine-keep";
export * from "./wine-keep-constants";
export * from "./wine-keep-errors";
