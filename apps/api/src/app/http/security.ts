import { secureHeaders } from "hono/secure-headers";

/** Security headers with a CSP that fits the SPA: own scripts, self-hosted fonts, data: images. */
export function securityHeaders(remarketingScriptUrl: string | undefined) {
  const scriptSrc = ["'self'"];
  if (remarketingScriptUrl) scriptSrc.push(new URL(remarketingScriptUrl).origin);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc,
      // Component libraries set inline style attributes; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
    xFrameOptions: "SAMEORIGIN",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginResourcePolicy: "same-origin",
  });
}
