import type { Router } from "../../app/http/route";
import { encryptedMemberNo, gradeInfo, listGrades, type MembersDeps, refreshPushToken } from "./members.usecases";

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
