import {
  type ChangePasswordRequest,
  type IdSearchResponse,
  maskLoginId,
  PASSWORD_CHANGE_CYCLE_DAYS,
  type PasswordDue,
  passwordProblemKo,
  type ResetPasswordRequest,
} from "@cellar/contracts";
import { hash, verify } from "@node-rs/argon2";
import type { Caller } from "../../app/http/context";
import { AppError } from "../../app/http/errors";
import type { Queryable } from "../../app/query";
import { addDays, seoulDate } from "../../app/seoul-date";
import { revokeActiveSessions } from "../auth";
import { withCert } from "../cert";
import type { AccountDeps } from "./account.usecases";
import { memberOfPerson } from "./account-people";

/** Find id: the certified person's login id, masked, with the join day. */
export async function idSearch(deps: AccountDeps, certToken: string): Promise<IdSearchResponse> {
  return withCert(deps.cert, certToken, "findId", async (tx, person) => {
    const m = await memberOfPerson(deps.repo, tx, person);
    if (!m) throw new AppError("memberNotFound");
    return { loginId: maskLoginId(m.loginId), firstScrbDe: m.firstScrbDe };
  });
}

/** Reset password: certified person + their login id; every session of theirs ends. */
export async function resetPassword(deps: AccountDeps, input: ResetPasswordRequest): Promise<null> {
  const passwordHash = await hash(input.newPassword);
  await withCert(deps.cert, input.certToken, "resetPwd", async (tx, person) => {
    const m = await memberOfPerson(deps.repo, tx, person);
    if (!m || m.loginId !== input.loginId) throw new AppError("memberNotFound");
    await savePassword(deps, tx, m.mberNo, passwordHash);
    await revokeActiveSessions(tx, m.mberNo, "password", deps.clock());
  });
  return null;
}

/** Change password, proven by the current password or by a changePwd certification of the same person. */
export async function changePassword(deps: AccountDeps, caller: Caller, input: ChangePasswordRequest) {
  const m = await deps.repo.findMember(deps.db, caller.mberNo);
  if (!m) throw new AppError("nonMember");
  const problem = passwordProblemKo(input.newPassword, m.loginId);
  if (problem) throw new AppError("passwordRule", problem);
  if (await verify(m.passwordHash, input.newPassword).catch(() => false)) throw new AppError("samePassword");
  const passwordHash = await hash(input.newPassword);
  if (input.currentPassword) {
    if (!(await verify(m.passwordHash, input.currentPassword).catch(() => false))) {
      throw new AppError("wrongPassword");
    }
    return savePassword(deps, deps.db, m.mberNo, passwordHash);
  }
  return withCert(deps.cert, input.certToken ?? "", "changePwd", async (tx, person) => {
    const certified = await memberOfPerson(deps.repo, tx, person);
    if (certified?.mberNo !== m.mberNo) throw new AppError("certPersonMismatch");
    return savePassword(deps, tx, m.mberNo, passwordHash);
  });
}

/** "Change later": the change-due day moves 90 days on, password unchanged. */
export async function changePasswordLater(deps: AccountDeps, caller: Caller): Promise<PasswordDue> {
  const pwdChngLmttDe = addDays(seoulDate(deps.clock()), PASSWORD_CHANGE_CYCLE_DAYS);
  await deps.repo.updateMember(deps.db, caller.mberNo, { pwdChngLmttDe });
  return { pwdChngLmttDe };
}

async function savePassword(deps: AccountDeps, db: Queryable, mberNo: string, passwordHash: string) {
  const pwdChngLmttDe = addDays(seoulDate(deps.clock()), PASSWORD_CHANGE_CYCLE_DAYS);
  await deps.repo.updateMember(db, mberNo, { passwordHash, pwdChngLmttDe });
  return { pwdChngLmttDe };
}
