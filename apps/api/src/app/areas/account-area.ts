import type { Hono } from "hono";
import { createSandboxCertification } from "../../adapters/certification/sandbox.adapter";
import { registerCertificationSandbox } from "../../adapters/certification/sandbox.routes";
import { createSandboxSocialLogin } from "../../adapters/social-login/sandbox.adapter";
import { registerSocialLoginSandbox } from "../../adapters/social-login/sandbox.routes";
import { registerAccountRoutes } from "../../modules/account";
import type { AuthDeps, LoadUserInfo } from "../../modules/auth";
import { createCertDeps, registerCertRoutes } from "../../modules/cert";
import { registerJoinRoutes } from "../../modules/join";
import { registerSocialRoutes } from "../../modules/social";
import type { Clock } from "../clock";
import type { AppEnv } from "../http/context";
import type { Router } from "../http/route";
import type { Db } from "../query";

/**
 * Certification (with the sandbox provider's pages), joining, social sign-in and the account, wired together.
 * The sandbox is the default and only provider so far (CONTRACT.md §7, docs/decisions/101).
 */
export function registerAccountArea(
  app: Hono<AppEnv>,
  router: Router,
  deps: { db: Db; clock: Clock; auth: AuthDeps; loadUserInfo: LoadUserInfo },
): void {
  const { db, clock } = deps;
  const cert = createCertDeps({ db, clock, adapter: createSandboxCertification(db, clock) });
  registerCertificationSandbox(app, db, clock);
  registerCertRoutes(router, cert);
  registerJoinRoutes(router, { db, clock, cert }, deps.auth, deps.loadUserInfo);
  registerAccountRoutes(router, { db, clock, cert });
  // Social sign-in with the sandbox provider (decision 432); a new person joins through the join above.
  registerSocialLoginSandbox(app, db, clock);
  registerSocialRoutes(
    router,
    { db, clock, adapter: createSandboxSocialLogin(db, clock) },
    deps.auth,
    deps.loadUserInfo,
  );
}
