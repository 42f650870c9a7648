/** The members module's public entry: the only file other modules import (docs/decisions/375). */
export { createMembersDeps, registerMembersRoutes } from "./members.routes";
export { grades, members, pushTokens } from "./members.table";
export { loadLoginUserInfo, type MembersDeps } from "./members.usecases";
