export * from "./auth";
export * from "./common";
export * from "./endpoints";
export * from "./envelope";
export * from "./errors";
export * from "./membership";
