import type { Router } from "../../app/http/route";
import { type CertDeps, certResult, startCert } from "./cert.usecases";

/** Phone certification: start (token + provider page) and the confirmed result (user-api). */
export function registerCertRoutes(router: Router, deps: CertDeps): void {
  router.mount("certStart", async ({ body, member }) => startCert(deps, body.certType, member));
  router.mount("certResult", async ({ query }) => certResult(deps, query.token));
}
