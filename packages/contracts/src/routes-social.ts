import type { EndpointRoute } from "./routes";

/**
 * Issue 25, social sign-in: start a provider round trip (sign in/join or link), finish it with the
 * provider's code, and the signed-in member's linked accounts.
 */
export const socialRoutes = {
  socialStart: { method: "POST", prefix: "auth-api", path: "/api/social/:provider/start", auth: "optional" },
  socialCallback: { method: "POST", prefix: "auth-api", path: "/api/social/:provider/callback", auth: "optional" },
  socialLinks: { method: "GET", prefix: "user-api", path: "/api/membership/social-links", auth: "member" },
  socialUnlink: {
    method: "DELETE",
    prefix: "user-api",
    path: "/api/membership/social-links/:provider",
    auth: "member",
  },
} as const satisfies Record<string, EndpointRoute>;
