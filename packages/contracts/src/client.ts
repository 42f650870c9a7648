/**
 * The zod-free part of the contracts, for the web bundle: constants, error codes, texts and endpoint
 * routes as values; every schema's type as a type only (erased at build time).
 */

export type * from "./auth";
export type * from "./common";
export * from "./constants";
export type { Endpoint, ResponseOf } from "./endpoints";
export * from "./errors";
export type * from "./membership";
export * from "./messages";
export * from "./routes";
