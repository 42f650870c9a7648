import type { Hono } from "hono";
import { createSandboxCertification } from "../../adapters/certification/sandbox.adapter";
import { registerCertificationSandbox } from "../../adapters/certification/sandbox.routes";
import type { Clock } from "../../app/clock";
import type { Db } from "../../app/db";
import type { AppEnv } from "../../app/http/context";
import type { Router } from "../../app/http/route";
import type { LoadUserInfo } from "../auth/auth.routes";
import type { AuthDeps } from "../auth/auth.usecases";
import { registerCertRoutes } from "../cert/cert.routes";
import type { CertDeps } from "../cert/cert.usecases";
import { registerJoinRoutes } from "../join/join.routes";
import { registerAccountRoutes } from "./account.routes";

/**
 * Certification (with the sandbox provider's pages), joining and the account, wired together.
 * The sandbox is the default and only provider so far (CONTRACT.md §7, docs/decisions/101).
 */
export function registerAccountArea(
  app: Hono<AppEnv>,
  router: Router,
  deps: { db: Db; clock: Clock; auth: AuthDeps; loadUserInfo: LoadUserInfo },
): void {
  const { db, clock } = deps;
  const cert: CertDeps = { db, clock, adapter: createSandboxCertification(db, clock) };
  registerCertificationSandbox(app, db, clock);
  registerCertRoutes(router, cert);
  registerJoinRoutes(router, { db, clock, cert }, deps.auth, deps.loadUserInfo);
  registerAccountRoutes(router, { db, clock, cert });
}
