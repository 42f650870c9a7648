export * from "./auth";
export * from "./common";
export * from "./endpoints";
export * from "./envelope";
export * from "./errors";
export * from "./fields";
export * from "./membership";
export * from "./messages";
