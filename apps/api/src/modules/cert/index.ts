/** The cert module's public entry: the only file other modules import (docs/decisions/375). */
export { createCertDeps, registerCertRoutes } from "./cert.routes";
export { type CertDeps, type CertifiedPerson, isAdultOn, withCert } from "./cert.usecases";
