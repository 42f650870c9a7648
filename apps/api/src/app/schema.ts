/** The one Drizzle schema, for PGlite and PostgreSQL alike (drizzle-kit reads this file). */

export * from "../adapters/certification/sandbox.table";
export * from "../adapters/payment/payments.table";
export * from "../adapters/payment/sandbox/sandbox.table";
export * from "../modules/account/account.table";
export * from "../modules/alarms/alarms.table";
export * from "../modules/auth/auth.table";
export * from "../modules/card/card.table";
export * from "../modules/cart/cart.table";
export * from "../modules/cert/cert.table";
export * from "../modules/codes/codes.table";
export * from "../modules/coupons/coupons.table";
export * from "../modules/join/join.table";
export * from "../modules/members/members.table";
export * from "../modules/orders/orders.table";
export * from "../modules/paid-membership/paid-membership.table";
export * from "../modules/prepaid/prepaid.table";
export * from "../modules/stamps/stamps.table";
export * from "../modules/stores/stores.table";
export * from "../modules/version/version.table";
export * from "./settings.table";
