import type { OrderDetail, ResponseOf } from "@cellar/contracts/client";
import { callEndpoint } from "./client";

/**
 * Type-level tests of `callEndpoint` (docs/decisions/374-typed-requests.md). Nothing here runs:
 * `npm run typecheck` (tsc -b) checks this file, and each `@ts-expect-error` fails it when the call
 * under it stops being an error, so the request typing cannot quietly loosen.
 */
export function rightShapes() {
  const detail: Promise<OrderDetail> = callEndpoint("orderDetail", { pathParams: { orderNo: "O1" } });
  const grades: Promise<ResponseOf<"grades">> = callEndpoint("grades");
  callEndpoint("alarmRead", { pathParams: { alarmNo: 3 }, hidden: true, silent: true });
  callEndpoint("cartUpdate", { data: { cartNo: 1, itemQty: 2 } });
  callEndpoint("orderCancel", { pathParams: { orderNo: "O1" }, data: {} });
  callEndpoint("products", { params: { country: ["FR"], pageNo: 2, sort: "02" } });
  callEndpoint("products");
  callEndpoint("versionInfo", { params: { os: "210003" } });
  callEndpoint("reviewPhotoUpload", { data: new FormData(), timeoutMs: 30_000 });
  callEndpoint(Math.random() > 0.5 ? "cartCount" : "cartCountSpecial", { hidden: true });
  return [detail, grades];
}

export function wrongBodies() {
  // @ts-expect-error a field the body does not have
  callEndpoint("cartUpdate", { data: { cartNo: 1, itemQty: 2, qty: 2 } });
  // @ts-expect-error a required field of the body left out
  callEndpoint("cartUpdate", { data: { cartNo: 1 } });
  // @ts-expect-error a field of the wrong type
  callEndpoint("cartUpdate", { data: { cartNo: "1", itemQty: 2 } });
  // @ts-expect-error an endpoint with a body called without it
  callEndpoint("login");
  // @ts-expect-error an endpoint with a body called without it, other options given
  callEndpoint("login", { silent: true });
  // @ts-expect-error data on a GET (its payload is its query)
  callEndpoint("grades", { data: { a: 1 } });
  // @ts-expect-error data on a POST that takes no body
  callEndpoint("stampRedeem", { data: {} });
  // @ts-expect-error JSON for the multipart endpoint
  callEndpoint("reviewPhotoUpload", { data: { file: "x" } });
}

export function wrongPaths() {
  // @ts-expect-error the path's :orderNo left out
  callEndpoint("orderDetail");
  // @ts-expect-error the path's :orderNo left out, other options given
  callEndpoint("orderDetail", { silent: true });
  // @ts-expect-error a path parameter under another name
  callEndpoint("orderDetail", { pathParams: { orderNumber: "O1" } });
  // @ts-expect-error path parameters for a path without any
  callEndpoint("grades", { pathParams: { orderNo: "O1" } });
  // @ts-expect-error the body given, the path parameter not
  callEndpoint("orderCancel", { data: { reason: "x" } });
}

export function wrongQueries() {
  // @ts-expect-error a query field the endpoint does not read
  callEndpoint("products", { params: { color: "red" } });
  // @ts-expect-error a value outside the field's enum
  callEndpoint("products", { params: { sort: "99" } });
  // @ts-expect-error a boolean where the query takes "true" | "false"
  callEndpoint("reviews", { pathParams: { itemCd: "W1" }, params: { photoOnly: true } });
  // @ts-expect-error a query for an endpoint that reads none
  callEndpoint("grades", { params: { a: 1 } });
  // @ts-expect-error a required query left out
  callEndpoint("versionInfo");
  // @ts-expect-error a required query field left out
  callEndpoint("versionInfo", { params: {} });
}
