import type { Router } from "../../app/http/route";
import type { Queryable } from "../../app/query";
import { type AuthDeps, type LoadUserInfo, setTokenHeaders, signInMember } from "../auth";
import * as repo from "./join.repository";
import { agreeTerms, isAvailable, type JoinDeps, join } from "./join.usecases";
import { addTermsVersion as addVersion, type TermsWriteInput } from "./terms.usecases";

/** The store side's terms write, bound to this module's repository (the content module's mngr-api route calls it). */
export const addTermsVersion = (db: Queryable, clock: () => Date, input: TermsWriteInput) =>
  addVersion({ repo, db, clock }, input);

/** Terms, availability checks and joining (user-api). A new member is signed in like a login. */
export function registerJoinRoutes(
  router: Router,
  given: Omit<JoinDeps, "repo">,
  auth: AuthDeps,
  loadUserInfo: LoadUserInfo,
) {
  const deps: JoinDeps = { ...given, repo };
  router.mount("agreeTerms", async ({ query }) => agreeTerms(deps, query));
  router.mount("checkLoginId", async ({ query }) => isAvailable(deps, "loginId", query.loginId));
  router.mount("checkEmail", async ({ query }) => isAvailable(deps, "email", query.email));
  router.mount("checkNickname", async ({ query }) => isAvailable(deps, "nickName", query.nickName));
  router.mount("join", async ({ c, body }) => {
    const { mberNo } = await join(deps, body);
    const signedIn = await signInMember(auth, mberNo, {
      clientAddr: c.get("clientAddr"),
      userAgent: c.req.header("user-agent"),
    });
    setTokenHeaders(c, signedIn.tokens);
    return loadUserInfo(mberNo);
  });
}
