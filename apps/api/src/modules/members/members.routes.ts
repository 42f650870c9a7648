import type { Router } from "../../app/http/route";
import * as repo from "./members.repository";
import { encryptedMemberNo, gradeInfo, listGrades, type MembersDeps, refreshPushToken } from "./members.usecases";

/** The members module's use-case deps: what the server hands in, with the module's repository. */
export function createMembersDeps(given: Omit<MembersDeps, "repo">): MembersDeps {
  return { ...given, repo };
}

/** Membership endpoints of the shell (user-api). */
export function registerMembersRoutes(router: Router, deps: MembersDeps): void {
  router.mount("grades", async () => listGrades(deps));
  router.mount("gradeInfo", async ({ member }) => gradeInfo(deps, member));
  router.mount("getEncrypt", async ({ member }) => encryptedMemberNo(deps, member));
  router.mount("refreshPushToken", async ({ member, body }) => {
    await refreshPushToken(deps, member, body);
    return null;
  });
}
