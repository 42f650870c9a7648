import type { EndpointRoute } from "./routes";

/**
 * Issue 23, returns and exchanges: a member's eligibility check, request, list, detail and fee
 * payment; the store side's status moves, a return's detail and the retry of a failed partial cancel
 * (mngr-api, `x-mngr-key`). Fixed paths come before
 * `/api/returns/:returnNo`.
 */
export const returnsRoutes = {
  returnEligibility: { method: "GET", prefix: "user-api", path: "/api/returns/eligibility", auth: "member" },
  returnList: { method: "GET", prefix: "user-api", path: "/api/returns", auth: "member" },
  returnRequest: { method: "POST", prefix: "user-api", path: "/api/returns", auth: "member" },
  returnDetail: { method: "GET", prefix: "user-api", path: "/api/returns/:returnNo", auth: "member" },
  returnFeePay: { method: "POST", prefix: "user-api", path: "/api/returns/:returnNo/fee", auth: "member" },
  // store side
  mngrReturnMove: { method: "POST", prefix: "mngr-api", path: "/api/returns/:returnNo/status", auth: "none" },
  mngrReturnDetail: { method: "GET", prefix: "mngr-api", path: "/api/returns/:returnNo", auth: "none" },
  mngrReturnRefundRetry: {
    method: "POST",
    prefix: "mngr-api",
    path: "/api/returns/:returnNo/refund/retry",
    auth: "none",
  },
} as const satisfies Record<string, EndpointRoute>;
