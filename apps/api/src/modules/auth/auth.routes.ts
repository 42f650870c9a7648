import { EM_TYPES, type LoginUserInfo } from "@cellar/contracts";
import type { Context } from "hono";
import type { AppEnv } from "../../app/http/context";
import { AppError } from "../../app/http/errors";
import type { Router } from "../../app/http/route";
import * as repo from "./auth.repository";
import { type AuthDeps, login, logout, refresh, type TokenPair } from "./auth.usecases";

export type LoadUserInfo = (mberNo: string) => Promise<LoginUserInfo>;

/** Login, logout, refresh, auto-login and check (auth-api). */
/** The auth module's use-case deps: the server's settings with the module's repository. */
export function createAuthDeps(given: Omit<AuthDeps, "repo">): AuthDeps {
  return { ...given, repo };
}

export function registerAuthRoutes(router: Router, deps: AuthDeps, loadUserInfo: LoadUserInfo): void {
  router.mount("login", async ({ c, body }) => {
    const signedIn = await login(deps, {
      loginId: body.loginId,
      password: body.password,
      clientAddr: c.get("clientAddr"),
      userAgent: c.req.header("user-agent"),
    });
    setTokenHeaders(c, signedIn.tokens);
    return loadUserInfo(signedIn.mberNo);
  });

  router.mount("refresh", async ({ c }) => {
    const signedIn = await refresh(deps, c.req.header("x-ref-token"));
    setTokenHeaders(c, signedIn.tokens);
    return null;
  });

  router.mount("autoLogin", async ({ c }) => {
    // Any refresh failure (missing, expired, reused: the family is revoked all the same) is a non-member.
    const signedIn = await refresh(deps, c.req.header("x-ref-token")).catch((error: unknown) => {
      if (error instanceof AppError) throw new AppError("nonMember");
      throw error;
    });
    setTokenHeaders(c, signedIn.tokens);
    return loadUserInfo(signedIn.mberNo);
  });

  router.mount("logout", async ({ c, member }) => {
    await logout(deps, { sessionId: member?.sessionId ?? null, refreshToken: c.req.header("x-ref-token") });
    return null;
  });

  router.mount("check", async ({ member }) => loadUserInfo(member.mberNo));
}

export function setTokenHeaders(c: Context<AppEnv>, tokens: TokenPair): void {
  c.header("x-em-type", EM_TYPES.member);
  c.header("x-scm-token", tokens.access);
  c.header("x-ref-token", tokens.refresh);
}
