import type { EndpointRoute } from "./routes";

/**
 * Issue 22, lucky draws (user-api): the list and a draw are open to everyone, entering, the
 * history and the winner's payment need a member. The store side (mngr-api, `x-mngr-key`) creates
 * draws and can run a draw whose announcement time has come (the scheduler runs it anyway).
 * `history` is mounted before `:luckyDrawCd`.
 */
export const luckyDrawRoutes = {
  luckyDraws: { method: "GET", prefix: "user-api", path: "/api/luckydraw", auth: "optional" },
  luckyDrawHistory: { method: "GET", prefix: "user-api", path: "/api/luckydraw/history", auth: "member" },
  luckyDrawDetail: { method: "GET", prefix: "user-api", path: "/api/luckydraw/:luckyDrawCd", auth: "optional" },
  luckyDrawApply: { method: "POST", prefix: "user-api", path: "/api/luckydraw/:luckyDrawCd/entry", auth: "member" },
  luckyDrawPay: { method: "POST", prefix: "user-api", path: "/api/luckydraw/:luckyDrawCd/pay", auth: "member" },
  luckyDrawOrderResult: {
    method: "GET",
    prefix: "user-api",
    path: "/api/luckydraw/:luckyDrawCd/order-result",
    auth: "member",
  },
  // store side
  mngrLuckyDrawCreate: { method: "POST", prefix: "mngr-api", path: "/api/luckydraw", auth: "none" },
  mngrLuckyDrawRun: { method: "POST", prefix: "mngr-api", path: "/api/luckydraw/:luckyDrawCd/draw", auth: "none" },
} as const satisfies Record<string, EndpointRoute>;
