import { QUIT_MEMBER_NAME, type QuitRequest } from "@cellar/contracts";
import { verify } from "@node-rs/argon2";
import type { Caller } from "../../app/http/context";
import { AppError } from "../../app/http/errors";
import { revokeActiveSessions } from "../auth";
import type { AccountDeps } from "./account.usecases";

/**
 * Quit (docs/decisions/104): the row stays for order and ledger history, with the personal data
 * removed, the login id freed, every session ended, the person key unlinked and marketing consents gone.
 */
export async function quit(deps: AccountDeps, caller: Caller, input: QuitRequest): Promise<null> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const m = await deps.repo.findMember(tx, caller.mberNo, true);
    if (!m || m.mberSttusSeCode !== deps.repo.ACTIVE_STATUS) throw new AppError("nonMember");
    if (!(await verify(m.passwordHash, input.password).catch(() => false))) throw new AppError("wrongPassword");
    await deps.repo.insertQuit(tx, {
      mberNo: m.mberNo,
      reasonCode: input.reasonCode,
      reasonText: input.reasonText ?? null,
      quitAt: now,
    });
    await deps.repo.updateMember(tx, m.mberNo, {
      mberSttusSeCode: deps.repo.QUIT_STATUS,
      // Not a valid login id (those start with a letter): the id is free again and nobody can sign in.
      loginId: `~${m.mberNo}`,
      passwordHash: "!",
      korMberNm: QUIT_MEMBER_NAME,
      engLastNm: null,
      engFrstNm: null,
      nickName: null,
      birthday: null,
      email: null,
      telFrstNo: null,
      telMidNo: null,
      telIndNo: null,
      sexSeCode: null,
      recomdrId: null,
      empNo: null,
      isEmp: false,
      mbrshCardNo: null,
    });
    await deps.repo.clearProfile(tx, m.mberNo);
    await deps.repo.deleteConsents(tx, m.mberNo);
    await deps.repo.deletePushTokens(tx, m.mberNo);
    await revokeActiveSessions(tx, m.mberNo, "quit", now);
  });
  return null;
}
