/** The one Drizzle schema, for PGlite and PostgreSQL alike (drizzle-kit reads this file). */
export * from "../modules/alarms/alarms.table";
export * from "../modules/auth/auth.table";
export * from "../modules/cart/cart.table";
export * from "../modules/codes/codes.table";
export * from "../modules/members/members.table";
export * from "../modules/stores/stores.table";
export * from "../modules/version/version.table";
export * from "./settings.table";
