import type { Router } from "../../app/http/route";
import * as repo from "./cert.repository";
import { type CertDeps, certResult, startCert } from "./cert.usecases";

/** The cert module's use-case deps: database, clock and provider adapter with the module's repository. */
export function createCertDeps(given: Omit<CertDeps, "repo">): CertDeps {
  return { ...given, repo };
}

/** Phone certification: start (token + provider page) and the confirmed result (user-api). */
export function registerCertRoutes(router: Router, deps: CertDeps): void {
  router.mount("certStart", async ({ body, member }) => startCert(deps, body.certType, member));
  router.mount("certResult", async ({ query }) => certResult(deps, query.token));
}
