/** The auth module's public entry: the only file other modules import (docs/decisions/375). */
export { revokeActiveSessions } from "./auth.repository";
export { createAuthDeps, type LoadUserInfo, registerAuthRoutes, setTokenHeaders } from "./auth.routes";
export { type AuthDeps, authenticate, signInMember } from "./auth.usecases";
