import type { EndpointRoute } from "./routes";

/**
 * Issue 22, the roulette: the event with its wheel and odds (open to everyone; the spins left for a
 * member), a member's spin and spin history, and the store side's event creation (mngr-api,
 * `x-mngr-key`). Fixed paths come before `/api/roulette/:eventCd`.
 */
export const rouletteRoutes = {
  rouletteSpins: { method: "GET", prefix: "user-api", path: "/api/roulette/spins", auth: "member" },
  roulette: { method: "GET", prefix: "user-api", path: "/api/roulette", auth: "optional" },
  rouletteSpin: { method: "POST", prefix: "user-api", path: "/api/roulette/:eventCd/spin", auth: "member" },
  // store side
  mngrRouletteCreate: { method: "POST", prefix: "mngr-api", path: "/api/roulette", auth: "none" },
} as const satisfies Record<string, EndpointRoute>;
