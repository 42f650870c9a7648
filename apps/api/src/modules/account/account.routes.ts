import type { Router } from "../../app/http/route";
import * as repo from "./account.repository";
import {
  type AccountDeps,
  consents,
  memberInfo,
  registerEmpNo,
  updateBirthday,
  updateConsents,
  updateContact,
  updateEmail,
  updateNickname,
} from "./account.usecases";
import { changePassword, changePasswordLater, idSearch, resetPassword } from "./account-password.usecases";
import { quit } from "./account-quit.usecases";

/** Find id, passwords, member info and its management, consents and quitting (user-api). */
export function registerAccountRoutes(router: Router, given: Omit<AccountDeps, "repo">): void {
  const deps: AccountDeps = { ...given, repo };
  router.mount("idSearch", async ({ body }) => idSearch(deps, body.certToken));
  router.mount("resetPassword", async ({ body }) => resetPassword(deps, body));
  router.mount("changePassword", async ({ body, member }) => changePassword(deps, member, body));
  router.mount("changePasswordLater", async ({ member }) => changePasswordLater(deps, member));
  router.mount("memberInfo", async ({ member }) => memberInfo(deps, member));
  router.mount("updateNickname", async ({ body, member }) => updateNickname(deps, member, body.nickName));
  router.mount("updateEmail", async ({ body, member }) => updateEmail(deps, member, body.email));
  router.mount("updateContact", async ({ body, member }) => updateContact(deps, member, body.certToken));
  router.mount("updateBirthday", async ({ body, member }) => updateBirthday(deps, member, body));
  router.mount("registerEmpNo", async ({ body, member }) => registerEmpNo(deps, member, body.empNo));
  router.mount("consents", async ({ member }) => consents(deps, member));
  router.mount("updateConsents", async ({ body, member }) => updateConsents(deps, member, body.arrAgreTy));
  router.mount("quit", async ({ body, member }) => quit(deps, member, body));
}
