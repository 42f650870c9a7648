import type { GradeInfo, LoginUserInfo } from "@cellar/contracts";
import type { Caller } from "../../app/http/context";
import { AppError } from "../../app/http/errors";
import type { Db } from "../../app/query";
import type { Keys } from "../../app/secrets";
import { seoulStartOfMonth } from "../../app/seoul-date";
import type * as MembersRepository from "./members.repository";
import { seal, sealStable } from "./members-crypto";

/**
 * What the members module needs from modules that build on it (orders, paid membership), handed
 * in by the server so that members depends on neither (docs/decisions/375).
 */
export type MembersDeps = {
  repo: typeof MembersRepository;
  db: Db;
  keys: Keys;
  clock: () => Date;
  purchaseAmountSince: (db: Db, mberNo: string, from: Date) => Promise<number>;
  isPaidMember: (db: Db, mberNo: string, now: Date) => Promise<boolean>;
};

/** Grade evaluation rules of the chain (docs/decisions/012): monthly, on last month's purchases. */
const GRADE_RULE = { gradAcmsltTrgt: "02", gradCycle: "02", gradCycleDtl1: "01", stampRuleId: "STAMP-WINE-01" };

async function memberOrThrow(deps: MembersDeps, mberNo: string) {
  const row = await deps.repo.findMemberWithGrade(deps.db, mberNo);
  if (!row) throw new AppError("nonMember");
  return row;
}

export async function loadLoginUserInfo(deps: MembersDeps, mberNo: string): Promise<LoginUserInfo> {
  const { member: m, grade } = await memberOrThrow(deps, mberNo);
  const phone = m.telFrstNo && m.telMidNo && m.telIndNo ? `${m.telFrstNo}${m.telMidNo}${m.telIndNo}` : null;
  return {
    loginId: m.loginId,
    mberNo: m.mberNo,
    korMberNm: m.korMberNm,
    engLastNm: m.engLastNm,
    engFrstNm: m.engFrstNm,
    gradRegNo: grade.gradRegNo,
    gradNm: grade.gradNm,
    mberSttusSeCode: m.mberSttusSeCode,
    telFrstNo: m.telFrstNo,
    telMidNo: m.telMidNo,
    telIndNo: m.telIndNo,
    tel: phone ? seal(deps.keys.memberData, phone) : null,
    email: m.email,
    nltyCode: m.nltyCode,
    nltyCodeNm: m.nltyCodeNm,
    nationCode: m.nationCode,
    nationCodeNm: m.nationCodeNm,
    mbrshCardNo: m.mbrshCardNo,
    recomdrId: m.recomdrId,
    firstScrbDe: m.firstScrbDe,
    crtfcSeCode: m.crtfcSeCode,
    scrbCoursMth: m.scrbCoursMth,
    ctmmnyNo: m.ctmmnyNo,
    snsTyCode: m.snsTyCode,
    frgnrSeCode: m.frgnrSeCode,
    scrbcoursTyCode: m.scrbcoursTyCode,
    pwdChngLmttDe: m.pwdChngLmttDe,
    sexSeCode: m.sexSeCode,
    pchrgMberYnCode: m.pchrgMberYnCode,
    isEmp: m.isEmp,
    empNo: m.empNo,
    migrationMberJoinType: m.migrationMberJoinType,
  };
}

export async function listGrades(deps: MembersDeps) {
  const rows = await deps.repo.listGrades(deps.db);
  return rows.map((g) => ({
    gradRegNo: g.gradRegNo,
    gradNm: g.gradNm,
    gradEngNm: g.gradEngNm,
    gradKorNm: g.gradKorNm,
    gradStartPoint: g.gradStartPoint,
    gradRate: g.gradRate,
    sortOrdr: g.sortOrdr,
    benefits: g.benefits,
  }));
}

export async function gradeInfo(deps: MembersDeps, caller: Caller): Promise<GradeInfo> {
  const { member: m, grade } = await memberOrThrow(deps, caller.mberNo);
  const next = await deps.repo.findNextGrade(deps.db, grade.gradStartPoint);
  // Progress counts this month's purchases (Asia/Seoul): they decide next month's grade (decision 125).
  const now = deps.clock();
  const purchased = await deps.purchaseAmountSince(deps.db, m.mberNo, seoulStartOfMonth(now));
  const paid = await deps.isPaidMember(deps.db, m.mberNo, now);
  return {
    ctmmnyNo: m.ctmmnyNo,
    ...GRADE_RULE,
    gradCycleDtl2: null,
    gradItem1: grade.benefits[0] ?? null,
    gradItem2: grade.benefits[1] ?? null,
    gradItem3: grade.benefits[2] ?? null,
    gradNm: grade.gradNm,
    gradRate: grade.gradRate,
    gradRegNo: grade.gradRegNo,
    gradRegPoint: purchased,
    gradStartPoint: grade.gradStartPoint,
    gradValue: grade.gradValue,
    korMberNm: m.korMberNm,
    mberNo: m.mberNo,
    nextGradRegNm: next?.gradNm ?? null,
    nextGradRegPoint: next?.gradStartPoint ?? null,
    nextVipgradAtCode: next?.vipgradAtCode ?? null,
    vipgradAtCode: grade.vipgradAtCode,
    paidMberYn: paid ? "Y" : "N",
    prepaidBalance: m.prepaidBalance,
  };
}

/** The caller's member number, encrypted stably: used as the advertising member id. */
export const encryptedMemberNo = (deps: MembersDeps, caller: Caller): string =>
  sealStable(deps.keys.memberData, caller.mberNo);

export async function refreshPushToken(
  deps: MembersDeps,
  caller: Caller,
  input: { pushToken: string; mberNo: string },
) {
  if (input.mberNo !== caller.mberNo) throw new AppError("forbidden");
  await deps.repo.upsertPushToken(deps.db, caller.mberNo, input.pushToken, deps.clock());
}
