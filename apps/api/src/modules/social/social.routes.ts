import { endpointUrl, SOCIAL_ATTEMPT_TTL_MINUTES, SOCIAL_BINDING_COOKIE } from "@cellar/contracts";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../app/http/context";
import type { Router } from "../../app/http/route";
import { type AuthDeps, type LoadUserInfo, setTokenHeaders, signInMember } from "../auth";
import * as repo from "./social.repository";
import { finishSocial, listSocialLinks, type SocialDeps, startSocial, unlinkSocial } from "./social.usecases";

/** The binding cookie goes only to the social endpoints (their common path). */
const COOKIE_PATH = endpointUrl("socialStart", { provider: "x" }).replace(/\/x\/start$/, "");

const cookieOptions = (c: Context<AppEnv>) => ({
  path: COOKIE_PATH,
  httpOnly: true,
  sameSite: "Lax" as const,
  // Over https, also behind a TLS-terminating proxy (Secure only narrows where the cookie goes).
  secure: new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto") === "https",
});

/** Social sign-in (auth-api) and the member's linked accounts (user-api). */
export function registerSocialRoutes(
  router: Router,
  given: Omit<SocialDeps, "repo">,
  auth: AuthDeps,
  loadUserInfo: LoadUserInfo,
): void {
  const deps: SocialDeps = { ...given, repo };

  router.mount("socialStart", async ({ c, params, body, member }) => {
    const { authorizeUrl, binding } = await startSocial(deps, params.provider, body.purpose, member);
    setCookie(c, SOCIAL_BINDING_COOKIE, binding, { ...cookieOptions(c), maxAge: SOCIAL_ATTEMPT_TTL_MINUTES * 60 });
    return { authorizeUrl };
  });

  router.mount("socialCallback", async ({ c, params, body, member }) => {
    const binding = getCookie(c, SOCIAL_BINDING_COOKIE);
    // The round trip ends here whatever the outcome: the cookie goes.
    deleteCookie(c, SOCIAL_BINDING_COOKIE, cookieOptions(c));
    const finished = await finishSocial(deps, params.provider, { ...body, binding }, member);
    if (finished.result !== "SIGN_IN") return finished;
    const signedIn = await signInMember(auth, finished.mberNo, {
      clientAddr: c.get("clientAddr"),
      userAgent: c.req.header("user-agent"),
    });
    setTokenHeaders(c, signedIn.tokens);
    return { result: "SIGNED_IN", purpose: "login", user: await loadUserInfo(finished.mberNo) };
  });

  router.mount("socialLinks", async ({ member }) => listSocialLinks(deps, member.mberNo));
  router.mount("socialUnlink", async ({ params, member }) => unlinkSocial(deps, member.mberNo, params.provider));
}
