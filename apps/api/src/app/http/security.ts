import { secureHeaders } from "hono/secure-headers";

/** Outside origins the CSP allows beyond 'self': remarketing script, the map's tiles or provider. */
export type CspExtras = { scriptSrc: string[]; imgSrc: string[] };

/**
 * Security headers with a CSP that fits the SPA: own scripts, self-hosted fonts, data: images, plus
 * the outside scripts and images configured (remarketing, the map's tiles or provider).
 * Hono's `secureHeaders` works them out and sets them on the finished answer on every request,
 * which costs more than a small API answer itself (docs/decisions/377). The same headers are worked
 * out once here, read off one answer of `secureHeaders` (lower-case names); `answer-headers.ts`
 * puts them into every answer.
 */
export async function securityHeaderRecord(extras: CspExtras): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  const middleware = honoSecureHeaders(extras);
  const fake = {
    res: new Response(null),
    req: { header: () => undefined },
    header: (name: string, value: string) => {
      out[name.toLowerCase()] = value;
    },
    set: () => undefined,
  };
  await middleware(fake as never, async () => undefined);
  for (const [name, value] of fake.res.headers) out[name] = value;
  delete out["content-type"];
  return out;
}

function honoSecureHeaders(extras: CspExtras) {
  const scriptSrc = ["'self'", ...extras.scriptSrc];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc,
      // Component libraries set inline style attributes; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...extras.imgSrc],
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
